import { toTandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';

/**
 * Why the server refused a write to a column, in words for the person who tried: a name the
 * board already has, the board's last column of a kind, anything else as the error says.
 */
export function stateRefusalReason(error: unknown, name: string): string {
  const refused = toTandemError(error);
  if (refused.code === 'data/duplicate') return `The board already has a column named ${name}.`;
  if (refused.code === 'state/last-of-category') {
    return `${name} is the board's last column of its kind; a board keeps one of each.`;
  }
  if (refused.code === 'data/not-found') return 'That column no longer exists.';
  return refused.message;
}

/** Toasts a refused column write ("Couldn't move QA") and returns the sentence to announce. */
export function notifyStateRefusal(error: unknown, title: string, name: string): string {
  const reason = stateRefusalReason(error, name);
  toast.error(title, { id: `state-${title}`, description: reason });
  return `${title}. ${reason}`;
}

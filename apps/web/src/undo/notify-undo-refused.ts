import { toTandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';

/**
 * Says why an undo was refused, as a toast (unless the QueryClient's cache already showed the
 * error), and returns the sentence for the board's live region. Someone else's change since
 * wins: the undo never overwrites it.
 */
export function notifyUndoRefused(error: unknown, what: string): string {
  const tandemError = toTandemError(error);
  const reason =
    tandemError.code === 'data/conflict'
      ? 'Someone else changed it since; their version stays.'
      : tandemError.code === 'data/not-found'
        ? 'It can no longer be brought back.'
        : tandemError.message;
  if (tandemError.display !== 'toast' && tandemError.display !== 'banner') {
    toast.error(`Couldn't undo ${what}`, { id: `undo-refused-${what}`, description: reason });
  }
  return `Couldn't undo ${what}. ${reason}`;
}

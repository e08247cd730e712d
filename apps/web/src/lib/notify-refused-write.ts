import { toTandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';

/** What to tell the user about one kind of refused write. */
export interface RefusalWords {
  /** The toast's title, e.g. "Moving #12 was undone". */
  title: string;
  /** The reason when someone else changed the task first. */
  conflict: string;
  /** The reason when the task no longer exists. */
  notFound: string;
}

/**
 * Says why a write the user made was refused, as a toast (unless the QueryClient's cache
 * already showed the error, as a toast or the offline banner), and returns the reason.
 */
export function notifyRefusedWrite(error: unknown, words: RefusalWords): string {
  const tandemError = toTandemError(error);
  const reason =
    tandemError.code === 'data/conflict'
      ? words.conflict
      : tandemError.code === 'data/not-found'
        ? words.notFound
        : tandemError.message;
  if (tandemError.display !== 'toast' && tandemError.display !== 'banner') {
    toast.error(words.title, { id: `refused-${words.title}`, description: reason });
  }
  return reason;
}

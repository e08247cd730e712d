import { notifyRefusedWrite } from '../lib/notify-refused-write';

/**
 * Says why an undo was refused, as a toast, and returns the sentence for the board's live
 * region. Someone else's change since wins: the undo never overwrites it.
 */
export function notifyUndoRefused(error: unknown, what: string): string {
  const reason = notifyRefusedWrite(error, {
    title: `Couldn't undo ${what}`,
    conflict: 'Someone else changed it since; their version stays.',
    notFound: 'It can no longer be brought back.',
  });
  return `Couldn't undo ${what}. ${reason}`;
}

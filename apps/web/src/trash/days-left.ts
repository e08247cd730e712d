const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a deleted task has left in the Trash, in whole days rounded up ("30 days left" just
 * after the delete, "1 day left" on its last day), so the count never promises more than there is.
 */
export function daysLeft(restorableUntil: string, now: number = Date.now()): string {
  const days = Math.max(1, Math.ceil((Date.parse(restorableUntil) - now) / DAY_MS));
  return days === 1 ? '1 day left' : `${days} days left`;
}

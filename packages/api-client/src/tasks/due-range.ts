import type { DueFilter } from './filters.js';

/** A `YYYY-MM-DD` calendar day in the local time zone of `date`. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after the calendar day of `date` (local time), as `YYYY-MM-DD`. */
function dayAfter(date: Date, days: number): string {
  return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * What a due filter means on `due_date`, for a given "now": a day range (inclusive), `null`
 * for no due date, and whether finished tasks are left out.
 */
export interface DueCondition {
  /** First day included, or `undefined` for no lower bound. */
  from?: string;
  /** Last day included, or `undefined` for no upper bound. */
  to?: string;
  /** `true`: only tasks without a due date. */
  missing?: boolean;
  /** `true`: done and canceled tasks are left out (they cannot be overdue). */
  openOnly?: boolean;
}

/** The {@link DueCondition} of `due` when the local date and time is `now`. */
export function dueCondition(due: DueFilter, now: Date): DueCondition {
  switch (due) {
    case 'overdue':
      return { to: dayAfter(now, -1), openOnly: true };
    case 'today':
      return { from: localDay(now), to: localDay(now) };
    case 'week':
      return { from: localDay(now), to: dayAfter(now, 6) };
    case 'none':
      return { missing: true };
  }
}

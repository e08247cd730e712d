import type { TaskStatus } from '../domain/schemas';
import { dateTimeFormat, relativeTimeFormat } from '../foundations/intl-formats';

/**
 * How a due date relates to today: `overdue` (before today), `today`, `soon` (within the
 * next `soonDays` days), `later`, or `none` (no due date, or the task is done or canceled, so
 * the date no longer asks for attention).
 */
export type DueDateState = 'none' | 'overdue' | 'today' | 'soon' | 'later';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from the local calendar day of `now` to a `YYYY-MM-DD` date (negative if past). */
export function daysUntil(dueDate: string, now: Date): number {
  const [year, month, day] = dueDate.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`Not a YYYY-MM-DD date: ${dueDate}`);
  // Both sides at UTC midnight of their calendar day, so daylight-saving shifts cancel out.
  const due = Date.UTC(year, month - 1, day);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due - today) / DAY_MS);
}

/** Options of {@link dueDateState}. */
export interface DueDateStateOptions {
  /** The task's status; done and canceled tasks are never overdue. */
  status?: TaskStatus;
  /** How many days ahead count as `soon`. @default 2 */
  soonDays?: number;
}

/** Classifies a task's due date (`YYYY-MM-DD` or null) relative to `now`. */
export function dueDateState(
  dueDate: string | null | undefined,
  now: Date,
  { status, soonDays = 2 }: DueDateStateOptions = {},
): DueDateState {
  if (!dueDate || status === 'done' || status === 'canceled') return 'none';
  const days = daysUntil(dueDate, now);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days <= soonDays) return 'soon';
  return 'later';
}

/**
 * A short due date for a card: "Today", "Tomorrow", "Yesterday", else the day and month
 * ("Nov 20", localised), with the year when it differs from `now`'s.
 *
 * @param locale - BCP 47 locale; defaults to the runtime's
 */
export function formatDueDate(dueDate: string, now: Date, locale?: string): string {
  const days = daysUntil(dueDate, now);
  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  if (days >= -1 && days <= 1) {
    const text = relative.format(days, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: year === now.getFullYear() ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

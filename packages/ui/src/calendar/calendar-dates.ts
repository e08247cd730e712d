import { dateTimeFormat } from '../foundations/intl-formats';

/** How much a calendar shows at once. */
export type CalendarMode = 'month' | 'week';

/** The first day of a week: 0 for Sunday, 1 for Monday. */
export type WeekStart = 0 | 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` day as a UTC midnight `Date`, so adding days never crosses a DST shift. */
export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return new Date(Date.UTC(year, month - 1, date));
}

/** The `YYYY-MM-DD` of a UTC midnight `Date`. */
function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of a moment, as `YYYY-MM-DD`. */
export function dayOf(moment: Date): string {
  return formatDay(new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate())));
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** The first day of the week holding `day`. */
export function startOfWeek(day: string, weekStart: WeekStart = 1): string {
  const weekday = parseDay(day).getUTCDay();
  return addDays(day, -((weekday - weekStart + 7) % 7));
}

/** Whether two days fall in the same month. */
export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/**
 * The days a calendar shows for `day`: its week (7 days), or every whole week touching its
 * month (35 or 42 days), so the grid starts and ends on week boundaries.
 */
export function calendarDays(mode: CalendarMode, day: string, weekStart: WeekStart = 1): string[] {
  const first =
    mode === 'week' ? startOfWeek(day, weekStart) : startOfWeek(`${day.slice(0, 7)}-01`, weekStart);
  const days: string[] = [];
  for (let current = first; ; current = addDays(current, 1)) {
    days.push(current);
    if (mode === 'week' && days.length === 7) return days;
    if (mode === 'month' && days.length % 7 === 0 && !sameMonth(addDays(current, 1), day)) {
      return days;
    }
  }
}

/** The same place one period (a week or a month) earlier (`-1`) or later (`1`). */
export function shiftPeriod(mode: CalendarMode, day: string, direction: -1 | 1): string {
  if (mode === 'week') return addDays(day, 7 * direction);
  const date = parseDay(day);
  // The first of the month: the 31st of a month plus one month must not skip the next.
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1)));
}

/** "November 2026", or a week as "Nov 23 – 29, 2026" (localised). */
export function periodTitle(
  mode: CalendarMode,
  day: string,
  weekStart: WeekStart = 1,
  locale?: string,
): string {
  if (mode === 'month') {
    return dateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(parseDay(day));
  }
  const days = calendarDays('week', day, weekStart);
  const format = dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(parseDay(days[0] as string), parseDay(days[6] as string));
}

/** A day in full for screen readers and menus: "Monday, November 23". */
export function dayName(day: string, locale?: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(parseDay(day));
}

/** Short weekday names from `weekStart` on: "Mon", "Tue", … */
export function weekdayNames(weekStart: WeekStart = 1, locale?: string): string[] {
  const format = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(parseDay(addDays('2026-11-01', weekStart + index))),
  );
}

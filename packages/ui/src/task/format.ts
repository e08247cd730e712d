import { dateTimeFormat, relativeTimeFormat } from '../foundations/intl-formats';

/**
 * A past moment relative to `now`: "now", "5 minutes ago", "yesterday", "3 days ago";
 * older than a week, the date ("Nov 3", with the year when it differs).
 *
 * @param iso - an ISO timestamp
 * @param locale - BCP 47 locale; defaults to the runtime's
 */
export function formatRelativeTime(iso: string, now: Date, locale?: string): string {
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < 45) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: then.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(then);
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: "512 B", "1.5 MB", "25 MB". Binary multiples (1 KB = 1,024 B),
 * matching how the limits are defined, with one decimal below 10.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

const dateFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A timestamp as a short date for lists ("Nov 22, 2026"), in the user's time zone. */
export function formatDate(timestamp: string): string {
  return dateFormat.format(new Date(timestamp));
}

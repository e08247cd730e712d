const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** When an invitation runs out, for its row: "Expires in 6 days", "Expires tomorrow". */
export function expiryText(expiresAt: string, now: Date = new Date()): string {
  const days = Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS);
  if (days <= 0) return 'Expires today';
  return `Expires ${relative.format(days, 'day')}`;
}

/** Whether the code runs in a browser page (not a worker, not Node). */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

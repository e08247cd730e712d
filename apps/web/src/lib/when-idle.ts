/**
 * Runs `run` when the browser is next idle (`requestIdleCallback`; a zero-delay timeout where
 * it is missing, as in Safari). Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

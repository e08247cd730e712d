/**
 * `compute`, run on the first call only; later calls return its result. Wrapped in a
 * `useMemo`, it is a memo that costs nothing until something reads it: a board's reading order
 * over thousands of cards is sorted only once a person selects one, not on every render.
 */
export function onFirstCall<T>(compute: () => T): () => T {
  let done = false;
  let result: T;
  return () => {
    if (!done) {
      result = compute();
      done = true;
    }
    return result;
  };
}

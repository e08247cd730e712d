/**
 * Whether `next` holds, index by index, the same rows as `previous` as far as `same` looks. A
 * row object kept from before needs no look: the task cache replaces only the rows that
 * changed, so after a live edit of one task among thousands this is a pass of identity checks,
 * where re-deriving what `same` looks at (an order, a set of labels) would sort or scan them all.
 */
export function sameRowsBy<T>(
  previous: ReadonlyArray<T>,
  next: ReadonlyArray<T>,
  same: (a: T, b: T) => boolean,
): boolean {
  if (previous.length !== next.length) return false;
  for (let index = 0; index < next.length; index += 1) {
    const a = previous[index] as T;
    const b = next[index] as T;
    if (a !== b && !same(a, b)) return false;
  }
  return true;
}

/** Whether two lists of strings are equal, item by item. */
export function sameStrings(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

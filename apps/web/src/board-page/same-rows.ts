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

/** More changed rows than this: re-deriving from every row costs no more than finding each. */
const MAX_CHANGED_ROWS = 16;

/**
 * {@link sameRowsBy} in any order, for rows with unique ids: whether `next` holds the rows of
 * `previous`, each kept or, found by its id, equal as far as `same` looks. A move shifts the
 * rows between its two places, all of them kept objects, so what does not depend on the order
 * (the labels the tasks carry) is not re-derived from all of them for one moved task.
 */
export function sameRowsInAnyOrderBy<T extends { id: string }>(
  previous: ReadonlyArray<T>,
  next: ReadonlyArray<T>,
  same: (a: T, b: T) => boolean,
): boolean {
  if (previous.length !== next.length) return false;
  let kept: Set<T> | undefined;
  let changed = 0;
  for (let index = 0; index < next.length; index += 1) {
    const row = next[index] as T;
    const before = previous[index];
    if (row === before) continue;
    // A row changed in place (a live rename): compared where it is, with no set of the rest.
    if (before?.id === row.id) {
      if (!same(before, row)) return false;
      continue;
    }
    kept ??= new Set(previous);
    if (kept.has(row)) continue;
    changed += 1;
    if (changed > MAX_CHANGED_ROWS) return false;
    const moved = previous.find((candidate) => candidate.id === row.id);
    if (moved === undefined || !same(moved, row)) return false;
  }
  return true;
}

/** Whether two lists of strings are equal, item by item. */
export function sameStrings(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

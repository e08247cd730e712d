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
 * `previous`, each kept or, found by its id, equal as far as `same` looks. A move takes one row
 * out and puts its new copy back elsewhere, and the rows between the two places shift by one,
 * all of them kept objects (the task cache shares them by id). So the two lists are walked in
 * step, by identity: a row out of step on one side only is set aside, and what was set aside
 * on each side is matched by id at the end. What does not depend on the order (the labels the
 * tasks carry) is then not re-derived from all the rows for one moved task.
 */
export function sameRowsInAnyOrderBy<T extends { id: string }>(
  previous: ReadonlyArray<T>,
  next: ReadonlyArray<T>,
  same: (a: T, b: T) => boolean,
): boolean {
  if (previous.length !== next.length) return false;
  const left: T[] = [];
  const arrived: T[] = [];
  let i = 0;
  let j = 0;
  while (i < previous.length && j < next.length) {
    const before = previous[i] as T;
    const row = next[j] as T;
    if (before === row || before.id === row.id) {
      // Kept, or changed in place (a live rename): compared where it is.
      if (before !== row && !same(before, row)) return false;
      i += 1;
      j += 1;
      continue;
    }
    if (previous[i + 1] === row) {
      left.push(before);
      i += 1;
    } else if (next[j + 1] === before) {
      arrived.push(row);
      j += 1;
    } else {
      left.push(before);
      arrived.push(row);
      i += 1;
      j += 1;
    }
    if (arrived.length > MAX_CHANGED_ROWS) return false;
  }
  left.push(...previous.slice(i));
  arrived.push(...next.slice(j));
  if (arrived.length > MAX_CHANGED_ROWS || left.length !== arrived.length) return false;
  return arrived.every((row) => {
    const before = left.find((candidate) => candidate.id === row.id);
    return before !== undefined && (before === row || same(before, row));
  });
}

/** Whether two lists of strings are equal, item by item. */
export function sameStrings(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

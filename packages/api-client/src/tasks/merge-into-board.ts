import { type BoardOrderFields, compareBoardOrder, type Task } from '@tandem/schemas';

/**
 * `held` (in board order) with `rows` merged in, in board order: a row replaces the held task
 * of its id unless the held one is as new or newer (a live change that arrived first), so a
 * page read before that change cannot take it back. Linear in both lengths plus the sort of
 * `rows`; `held` is returned as is when nothing in `rows` is new.
 */
export function mergeIntoBoard<T extends BoardOrderFields & Pick<Task, 'version'>>(
  held: readonly T[],
  rows: readonly T[],
): T[] {
  const heldById = new Map(held.map((task) => [task.id, task]));
  const fresh = rows
    .filter((row) => {
      const current = heldById.get(row.id);
      return !current || current.version < row.version;
    })
    .sort(compareBoardOrder);
  if (fresh.length === 0) return held as T[];
  const replaced = new Set(fresh.map((row) => row.id));
  const kept = held.filter((task) => !replaced.has(task.id));
  const merged: T[] = [];
  let k = 0;
  let f = 0;
  while (k < kept.length && f < fresh.length) {
    const keptTask = kept[k] as T;
    const freshRow = fresh[f] as T;
    if (compareBoardOrder(keptTask, freshRow) <= 0) {
      merged.push(keptTask);
      k += 1;
    } else {
      merged.push(freshRow);
      f += 1;
    }
  }
  for (; k < kept.length; k += 1) merged.push(kept[k] as T);
  for (; f < fresh.length; f += 1) merged.push(fresh[f] as T);
  return merged;
}

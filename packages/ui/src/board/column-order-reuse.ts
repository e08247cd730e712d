import type { BoardOrderFields, ColumnOrder } from '../domain/schemas';

/** Per column, a number that changes whenever one of the column's tasks changes. */
export type ColumnVersions = Readonly<Record<string, number>>;

// The board's order rules live in `@tandem/schemas` (rules/board-order): these only keep a
// rendered board from redoing work, so they belong with the board.

/**
 * Whether `next` would group into the same columns as `previous`: the same tasks at the same
 * indexes, each with the same status, state and position (other fields may differ, as after a live
 * edit of a title). Lets a board skip regrouping and re-sorting on such an update.
 */
export function sameOrderFields<T extends BoardOrderFields & { state_id?: string }>(
  previous: ReadonlyArray<T>,
  next: ReadonlyArray<T>,
): boolean {
  if (previous.length !== next.length) return false;
  for (let index = 0; index < next.length; index += 1) {
    const before = previous[index] as T;
    const after = next[index] as T;
    if (before === after) continue;
    if (
      before.id !== after.id ||
      before.status !== after.status ||
      before.state_id !== after.state_id ||
      before.position !== after.position
    ) {
      return false;
    }
  }
  return true;
}

/**
 * `next`, with each column that holds the same ids in the same order as in `previous` replaced
 * by `previous`'s array. Columns pass their id arrays to dnd-kit's `SortableContext`, whose
 * every card re-renders when that array changes: keeping it lets an edit to one task, or a
 * move between two columns, re-render only what changed.
 */
export function keepUnchangedColumns(
  previous: ColumnOrder<string> | null,
  next: ColumnOrder<string>,
): ColumnOrder<string> {
  if (!previous) return next;
  let kept = 0;
  const result = { ...next };
  for (const column of Object.keys(next)) {
    const before = previous[column];
    const after = next[column] ?? [];
    if (before && sameIds(before, after)) {
      result[column] = before;
      kept += 1;
    }
  }
  return kept === Object.keys(next).length && Object.keys(previous).length === kept
    ? previous
    : result;
}

function sameIds(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * `versions`, moved on for each column that holds a task changed since `byId` was made (a new
 * object: the task cache keeps unchanged tasks), or held one that has moved away. The same
 * object when no task changed. Lets a board hand a column's cards their new tasks by
 * re-rendering that column alone.
 */
export function nextVersions<T extends { id: string }>(
  versions: ColumnVersions,
  byId: ReadonlyMap<string, T>,
  tasks: ReadonlyArray<T>,
  columnOf: (task: T) => string,
): ColumnVersions {
  const changed = new Set<string>();
  for (const task of tasks) {
    const before = byId.get(task.id);
    if (before === task) continue;
    changed.add(columnOf(task));
    if (before) changed.add(columnOf(before));
  }
  if (changed.size === 0) return versions;
  const next = { ...versions };
  for (const column of changed) next[column] = (next[column] ?? 0) + 1;
  return next;
}

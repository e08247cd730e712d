import type { TaskStatus } from '../domain/schemas';

/** The minimum a board needs to know to order a task. */
export interface Orderable {
  id: string;
  status: TaskStatus;
  /** Fractional-index key: columns sort by it in plain code-unit order. */
  position: string;
}

/** Task ids per status column, each in board order. */
export type ColumnOrder = Record<TaskStatus, string[]>;

/**
 * Groups tasks into the given status columns, each sorted by `position`. Tasks whose status
 * is not among `statuses` are left out. Keys compare by code unit (not `localeCompare`),
 * which is the order fractional-index keys are generated for.
 */
export function groupByStatus<T extends Orderable>(
  tasks: ReadonlyArray<T>,
  statuses: ReadonlyArray<TaskStatus>,
): { order: ColumnOrder; byId: Map<string, T> } {
  const buckets = new Map<TaskStatus, T[]>(statuses.map((status) => [status, []]));
  const byId = new Map<string, T>();
  for (const task of tasks) {
    byId.set(task.id, task);
    buckets.get(task.status)?.push(task);
  }
  const order = {} as ColumnOrder;
  for (const [status, bucket] of buckets) {
    bucket.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
    order[status] = bucket.map((task) => task.id);
  }
  return { order, byId };
}

/**
 * Whether `next` would group into the same columns as `previous`: the same tasks at the same
 * indexes, each with the same status and position (other fields may differ, as after a live
 * edit of a title). Lets a board skip regrouping and re-sorting on such an update.
 */
export function sameOrderFields<T extends Orderable>(
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
export function keepUnchangedColumns(previous: ColumnOrder | null, next: ColumnOrder): ColumnOrder {
  if (!previous) return next;
  let kept = 0;
  const result = { ...next };
  for (const status of Object.keys(next) as TaskStatus[]) {
    const before = previous[status];
    const after = next[status];
    if (before && sameIds(before, after)) {
      result[status] = before;
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

/** Which column and index a task is at, or `null` if it is on none of them. */
export function locate(
  order: ColumnOrder,
  taskId: string,
): { status: TaskStatus; index: number } | null {
  for (const status of Object.keys(order) as TaskStatus[]) {
    const index = order[status].indexOf(taskId);
    if (index !== -1) return { status, index };
  }
  return null;
}

/**
 * A new column order with `taskId` moved to `toIndex` of `toStatus` (clamped to the column),
 * leaving the input untouched. Only the one or two affected columns are copied.
 */
export function moveTask(
  order: ColumnOrder,
  taskId: string,
  toStatus: TaskStatus,
  toIndex: number,
): ColumnOrder {
  const from = locate(order, taskId);
  if (!from || !(toStatus in order)) return order;
  const next = { ...order };
  const source = [...order[from.status]];
  source.splice(from.index, 1);
  next[from.status] = source;
  const target = from.status === toStatus ? source : [...order[toStatus]];
  const index = Math.max(0, Math.min(toIndex, target.length));
  target.splice(index, 0, taskId);
  next[toStatus] = target;
  return next;
}

/** Where a task sits: its column and the ids of the cards directly above and below it. */
export interface Neighbours {
  status: TaskStatus;
  /** The card right above the task; `null` at the top of the column. */
  aboveId: string | null;
  /** The card right below the task; `null` at the bottom of the column. */
  belowId: string | null;
}

/**
 * The ids either side of a task in its column, `null` at either end: what a fractional index
 * needs to make the task's new position key.
 */
export function neighboursOf(order: ColumnOrder, taskId: string): Neighbours | null {
  const at = locate(order, taskId);
  if (!at) return null;
  const column = order[at.status];
  return {
    status: at.status,
    aboveId: column[at.index - 1] ?? null,
    belowId: column[at.index + 1] ?? null,
  };
}

/**
 * A dropped card's new place: the task, the column it is now in, and the cards now directly
 * above and below it (`null` at a column end). The shape of `@tandem/api-client`'s `TaskMove`,
 * so it can be sent to `tasks.move` as it is.
 */
export interface BoardMove {
  taskId: string;
  toStatus: TaskStatus;
  aboveId: string | null;
  belowId: string | null;
}

/**
 * The move a board reports when `taskId` goes from its place in `before` to its place in
 * `after`, or `null` when its column and neighbours did not change (or it is on neither).
 */
export function boardMoveOf(
  before: ColumnOrder,
  after: ColumnOrder,
  taskId: string,
): BoardMove | null {
  const from = neighboursOf(before, taskId);
  const to = neighboursOf(after, taskId);
  if (!from || !to) return null;
  if (from.status === to.status && from.aboveId === to.aboveId && from.belowId === to.belowId) {
    return null;
  }
  return { taskId, toStatus: to.status, aboveId: to.aboveId, belowId: to.belowId };
}

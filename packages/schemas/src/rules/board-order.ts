import type { Task } from '../entities/task.js';
import { TASK_STATUSES, type TaskStatus } from '../enums.js';

// The board's order has one owner, here: the kit (`@tandem/ui`, React) and the client
// (`@tandem/api-client`, no React) both depend on this package and not on each other, so this
// is the one place both can import without the client pulling in the kit or the kit pulling
// in the client's Supabase dependencies. Everything here is plain data in, plain data out.

const statusRank = new Map<TaskStatus, number>(
  TASK_STATUSES.map((status, index) => [status, index]),
);

/** What board order reads of a task: its column, its position in it, and its id. */
export interface BoardOrderFields extends Pick<Task, 'id' | 'status' | 'position'> {}

/** Task ids per status column, each in board order. */
export type ColumnOrder = Record<TaskStatus, string[]>;

/**
 * Board order: by status column (`TASK_STATUSES` order), then fractional-index position, then
 * id. Positions compare by code unit, not by locale: that is the order `fractional-indexing`
 * keys (and Postgres' `collate "C"`) define.
 */
export function compareBoardOrder(a: BoardOrderFields, b: BoardOrderFields): number {
  const byStatus = (statusRank.get(a.status) ?? 0) - (statusRank.get(b.status) ?? 0);
  if (byStatus !== 0) return byStatus;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Groups tasks into the given status columns, each in board order ({@link compareBoardOrder}).
 * Tasks whose status is not among `statuses` are left out of `order` but kept in `byId`.
 */
export function groupByStatus<T extends BoardOrderFields>(
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
    order[status] = bucket.sort(compareBoardOrder).map((task) => task.id);
  }
  return { order, byId };
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
 * Reorders in memory: a new column order with `taskId` at `toIndex` of `toStatus` (clamped to
 * the column), leaving the input untouched; only the one or two affected columns are copied.
 * Nothing is sent anywhere — asking the server is the client's `tasks.move`.
 */
export function reorderColumns(
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
 * A card's new place: the task, the column it is now in, and the cards now directly above and
 * below it (`null` at a column end). The shape `@tandem/api-client`'s `tasks.move` takes, so a
 * board's drop is sent as it is.
 */
export interface BoardMove {
  taskId: string;
  toStatus: TaskStatus;
  aboveId: string | null;
  belowId: string | null;
}

/**
 * The move that takes `taskId` from its place in `before` to its place in `after`, or `null`
 * when its column and neighbours did not change (or it is on neither).
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

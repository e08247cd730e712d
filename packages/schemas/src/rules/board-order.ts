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

/**
 * Task ids per column, each in board order. A column is a status (`TaskStatus`, the default)
 * or any other key a board groups by, such as a workflow state's id.
 */
export type ColumnOrder<K extends string = TaskStatus> = Record<K, string[]>;

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
 * Groups tasks into the given columns by `keyOf` (a workflow state's id, say), each in board
 * order ({@link compareBoardOrder}). Tasks whose key is not among `columns` are left out of
 * `order` but kept in `byId`.
 */
export function groupByColumn<T extends BoardOrderFields, K extends string>(
  tasks: ReadonlyArray<T>,
  columns: ReadonlyArray<K>,
  keyOf: (task: T) => string,
): { order: ColumnOrder<K>; byId: Map<string, T> } {
  const buckets = new Map<string, T[]>(columns.map((column) => [column, []]));
  const byId = new Map<string, T>();
  for (const task of tasks) {
    byId.set(task.id, task);
    buckets.get(keyOf(task))?.push(task);
  }
  const order = {} as ColumnOrder<K>;
  for (const [column, bucket] of buckets) {
    order[column as K] = bucket.sort(compareBoardOrder).map((task) => task.id);
  }
  return { order, byId };
}

/** {@link groupByColumn} by status: the board's columns of old. */
export function groupByStatus<T extends BoardOrderFields>(
  tasks: ReadonlyArray<T>,
  statuses: ReadonlyArray<TaskStatus>,
): { order: ColumnOrder; byId: Map<string, T> } {
  return groupByColumn(tasks, statuses, (task) => task.status);
}

/** Which column and index a task is at, or `null` if it is on none of them. */
export function locate<K extends string>(
  order: ColumnOrder<K>,
  taskId: string,
): { column: K; index: number } | null {
  for (const column of Object.keys(order) as K[]) {
    const index = order[column].indexOf(taskId);
    if (index !== -1) return { column, index };
  }
  return null;
}

/**
 * Reorders in memory: a new column order with `taskId` at `toIndex` of `toColumn` (clamped to
 * the column), leaving the input untouched; only the one or two affected columns are copied.
 * Nothing is sent anywhere — asking the server is the client's `tasks.move`.
 */
export function reorderColumns<K extends string>(
  order: ColumnOrder<K>,
  taskId: string,
  toColumn: NoInfer<K>,
  toIndex: number,
): ColumnOrder<K> {
  const from = locate(order, taskId);
  if (!from || !(toColumn in order)) return order;
  const next = { ...order };
  const source = [...order[from.column]];
  source.splice(from.index, 1);
  next[from.column] = source;
  const target = from.column === toColumn ? source : [...order[toColumn]];
  const index = Math.max(0, Math.min(toIndex, target.length));
  target.splice(index, 0, taskId);
  next[toColumn] = target;
  return next;
}

/** Where a task sits: its column and the ids of the cards directly above and below it. */
export interface Neighbours<K extends string = TaskStatus> {
  column: K;
  /** The card right above the task; `null` at the top of the column. */
  aboveId: string | null;
  /** The card right below the task; `null` at the bottom of the column. */
  belowId: string | null;
}

/**
 * The ids either side of a task in its column, `null` at either end: what a fractional index
 * needs to make the task's new position key.
 */
export function neighboursOf<K extends string>(
  order: ColumnOrder<K>,
  taskId: string,
): Neighbours<K> | null {
  const at = locate(order, taskId);
  if (!at) return null;
  const column = order[at.column];
  return {
    column: at.column,
    aboveId: column[at.index - 1] ?? null,
    belowId: column[at.index + 1] ?? null,
  };
}

/** A card's new place on a board of any columns: the column, and the cards either side. */
export interface ColumnMove<K extends string = string> {
  taskId: string;
  toColumn: K;
  aboveId: string | null;
  belowId: string | null;
}

/**
 * The move that takes `taskId` from its place in `before` to its place in `after`, or `null`
 * when its column and neighbours did not change (or it is on neither).
 */
export function columnMoveOf<K extends string>(
  before: ColumnOrder<K>,
  after: ColumnOrder<K>,
  taskId: string,
): ColumnMove<K> | null {
  const from = neighboursOf(before, taskId);
  const to = neighboursOf(after, taskId);
  if (!from || !to) return null;
  if (from.column === to.column && from.aboveId === to.aboveId && from.belowId === to.belowId) {
    return null;
  }
  return { taskId, toColumn: to.column, aboveId: to.aboveId, belowId: to.belowId };
}

/**
 * A card's new place on a board of status columns: the task, the column it is now in, and the
 * cards now directly above and below it (`null` at a column end). The shape
 * `@tandem/api-client`'s `tasks.move` takes, so a board's drop is sent as it is.
 */
export interface BoardMove {
  taskId: string;
  toStatus: TaskStatus;
  aboveId: string | null;
  belowId: string | null;
}

/**
 * A card's new place on a board of workflow states: `stateId` is the state dropped into. The
 * shape `tasks.move` takes for states.
 */
export interface StateMove {
  taskId: string;
  stateId: string;
  aboveId: string | null;
  belowId: string | null;
}

/** {@link columnMoveOf} for status columns, as a {@link BoardMove}. */
export function boardMoveOf(
  before: ColumnOrder,
  after: ColumnOrder,
  taskId: string,
): BoardMove | null {
  const move = columnMoveOf(before, after, taskId);
  return move && { taskId, toStatus: move.toColumn, aboveId: move.aboveId, belowId: move.belowId };
}

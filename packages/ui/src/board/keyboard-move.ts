import { type ColumnOrder, locate, type TaskStatus } from '../domain/schemas';

/** Where a picked-up card goes on an arrow key: a column and an index in it. */
export interface KeyboardMoveTarget {
  status: TaskStatus;
  index: number;
}

/**
 * The place an arrow key moves a picked-up card to, or `null` when it cannot go further. Up
 * and down move it one slot within its column; left and right take it to the neighbouring
 * column by its place on the board (empty columns included), at the same row or the column's
 * end. `rtl` swaps left and right, as the columns then run right to left.
 */
export function keyboardMoveTarget(
  order: ColumnOrder,
  statuses: ReadonlyArray<TaskStatus>,
  taskId: string,
  key: string,
  rtl: boolean,
): KeyboardMoveTarget | null {
  const at = locate(order, taskId);
  if (!at) return null;
  const column = order[at.status];
  if (key === 'ArrowUp') return at.index > 0 ? { status: at.status, index: at.index - 1 } : null;
  if (key === 'ArrowDown') {
    return at.index < column.length - 1 ? { status: at.status, index: at.index + 1 } : null;
  }
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const next = statuses[statuses.indexOf(at.status) + ((key === 'ArrowRight') !== rtl ? 1 : -1)];
  if (!next || !(next in order)) return null;
  return { status: next, index: Math.min(at.index, order[next].length) };
}

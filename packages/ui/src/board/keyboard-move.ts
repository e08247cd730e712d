import { type ColumnOrder, locate } from '../domain/schemas';

/** Where a picked-up card goes on an arrow key: a column and an index in it. */
export interface KeyboardMoveTarget {
  /** The column's key (a status or a workflow state's id). */
  column: string;
  index: number;
}

/**
 * The place an arrow key moves a picked-up card to, or `null` when it cannot go further. Up
 * and down move it one slot within its column; left and right take it to the neighbouring
 * column by its place on the board (empty columns included), at the same row or the column's
 * end. `rtl` swaps left and right, as the columns then run right to left.
 */
export function keyboardMoveTarget(
  order: ColumnOrder<string>,
  columns: ReadonlyArray<string>,
  taskId: string,
  key: string,
  rtl: boolean,
): KeyboardMoveTarget | null {
  const at = locate(order, taskId);
  if (!at) return null;
  const column = order[at.column] ?? [];
  if (key === 'ArrowUp') return at.index > 0 ? { column: at.column, index: at.index - 1 } : null;
  if (key === 'ArrowDown') {
    return at.index < column.length - 1 ? { column: at.column, index: at.index + 1 } : null;
  }
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const next = columns[columns.indexOf(at.column) + ((key === 'ArrowRight') !== rtl ? 1 : -1)];
  const target = next === undefined ? undefined : order[next];
  if (next === undefined || !target) return null;
  return { column: next, index: Math.min(at.index, target.length) };
}

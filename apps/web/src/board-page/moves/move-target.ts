import type { BoardTaskRow } from '@tandem/api-client';
import {
  type BoardMove,
  boardMoveOf,
  columnMoveOf,
  groupByColumn,
  groupByStatus,
  reorderColumns,
  type StateMove,
  TASK_STATUSES,
} from '@tandem/schemas';
import type { MoveTarget } from './card-move-menu';

/** The index a "Move…" choice in the card's own column puts it at, among the other cards. */
function indexInColumn(kind: 'top' | 'up' | 'down' | 'bottom', at: number): number {
  if (kind === 'top') return 0;
  if (kind === 'up') return Math.max(at - 1, 0);
  if (kind === 'down') return at + 1;
  return Number.POSITIVE_INFINITY;
}

/**
 * Turns a "Move…" menu choice into the move a drop there would be: another status lands at the
 * end of that column, top and bottom go to the ends of the card's own, up and down swap with
 * the next card. `null` when the card is already there.
 */
export function resolveMoveTarget(
  tasks: ReadonlyArray<BoardTaskRow>,
  task: BoardTaskRow,
  target: MoveTarget,
): BoardMove | null {
  if (target.kind === 'state') return null;
  const { order } = groupByStatus(tasks, TASK_STATUSES);
  const [status, index] =
    target.kind === 'status'
      ? [target.status, Number.POSITIVE_INFINITY]
      : [task.status, indexInColumn(target.kind, order[task.status].indexOf(task.id))];
  return boardMoveOf(order, reorderColumns(order, task.id, status, index), task.id);
}

/**
 * The same on a board of workflow states (`stateIds`, in board order): another state lands at
 * the end of that column, top, bottom, up and down stay in the card's own state.
 */
export function resolveStateMoveTarget(
  tasks: ReadonlyArray<BoardTaskRow>,
  task: BoardTaskRow,
  target: MoveTarget,
  stateIds: ReadonlyArray<string>,
): StateMove | null {
  if (target.kind === 'status') return null;
  const { order } = groupByColumn(tasks, stateIds, (row) => row.state_id);
  const [stateId, index] =
    target.kind === 'state'
      ? [target.stateId, Number.POSITIVE_INFINITY]
      : [task.state_id, indexInColumn(target.kind, order[task.state_id]?.indexOf(task.id) ?? -1)];
  const move = columnMoveOf(order, reorderColumns(order, task.id, stateId, index), task.id);
  return (
    move && {
      taskId: task.id,
      stateId: move.toColumn,
      aboveId: move.aboveId,
      belowId: move.belowId,
    }
  );
}

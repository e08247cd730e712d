import type { BoardTaskRow } from '@tandem/api-client';
import {
  type BoardMove,
  boardMoveOf,
  groupByStatus,
  reorderColumns,
  TASK_STATUSES,
} from '@tandem/schemas';
import type { MoveTarget } from './card-move-menu';

/** The index a "Move…" choice in the card's own column puts it at, among the other cards. */
function indexInColumn(kind: Exclude<MoveTarget['kind'], 'status'>, at: number): number {
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
  const { order } = groupByStatus(tasks, TASK_STATUSES);
  const [status, index] =
    target.kind === 'status'
      ? [target.status, Number.POSITIVE_INFINITY]
      : [task.status, indexInColumn(target.kind, order[task.status].indexOf(task.id))];
  return boardMoveOf(order, reorderColumns(order, task.id, status, index), task.id);
}

import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardMove } from '@tandem/ui/board';
import type { MoveTarget } from './card-move-menu';

function columnOf(
  tasks: ReadonlyArray<BoardTaskRow>,
  status: BoardTaskRow['status'],
): BoardTaskRow[] {
  return tasks
    .filter((task) => task.status === status)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
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
  if (target.kind === 'status') {
    const column = columnOf(tasks, target.status).filter((other) => other.id !== task.id);
    return {
      taskId: task.id,
      toStatus: target.status,
      aboveId: column.at(-1)?.id ?? null,
      belowId: null,
    };
  }
  const column = columnOf(tasks, task.status);
  const at = column.findIndex((other) => other.id === task.id);
  const others = column.filter((other) => other.id !== task.id);
  const to =
    target.kind === 'top'
      ? 0
      : target.kind === 'bottom'
        ? others.length
        : target.kind === 'up'
          ? at - 1
          : at + 1;
  if (to < 0 || to > others.length || to === at) return null;
  return {
    taskId: task.id,
    toStatus: task.status,
    aboveId: others[to - 1]?.id ?? null,
    belowId: others[to]?.id ?? null,
  };
}

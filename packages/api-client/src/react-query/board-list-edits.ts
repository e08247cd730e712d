import { compareBoardOrder, type Task } from '@tandem/schemas';
import type { TaskMove } from '../tasks/move-task.js';

/** `tasks` with `task` inserted or replaced (by id), still in board order. */
export function upsertInBoard(tasks: readonly Task[], task: Task): Task[] {
  const at = tasks.findIndex((existing) => existing.id === task.id);
  if (at !== -1 && fitsBetween(tasks[at - 1], task, tasks[at + 1])) {
    // Still between its neighbours (a rename, a ticked checklist item): replaced where it is,
    // with no search of the board for its place.
    const next = [...tasks];
    next[at] = task;
    return next;
  }
  const others = tasks.filter((existing) => existing.id !== task.id);
  let index = others.findIndex((existing) => compareBoardOrder(task, existing) < 0);
  if (index === -1) index = others.length;
  return [...others.slice(0, index), task, ...others.slice(index)];
}

function fitsBetween(above: Task | undefined, task: Task, below: Task | undefined): boolean {
  return (
    (above === undefined || compareBoardOrder(above, task) < 0) &&
    (below === undefined || compareBoardOrder(task, below) < 0)
  );
}

/** `tasks` without the task `taskId`. */
export function removeFromBoard(tasks: readonly Task[], taskId: string): Task[] {
  return tasks.filter((task) => task.id !== taskId);
}

/**
 * Where a moved task shows until the server answers: in its new column right below `aboveId`,
 * else right above `belowId`, else at the end of the column. It borrows its neighbour's
 * position so that later live inserts still sort around it; the server's row replaces it.
 */
export function placeOptimistically(
  tasks: readonly Task[],
  move: Pick<TaskMove, 'taskId' | 'toStatus' | 'stateId' | 'aboveId' | 'belowId'>,
): Task[] {
  const moving = tasks.find((task) => task.id === move.taskId);
  if (!moving) return [...tasks];
  const others = tasks.filter((task) => task.id !== move.taskId);
  const indexOf = (id: string | null | undefined) =>
    id ? others.findIndex((task) => task.id === id) : -1;
  const above = indexOf(move.aboveId);
  const below = indexOf(move.belowId);
  let at: number;
  let position = moving.position;
  if (above !== -1) {
    at = above + 1;
    position = others[above]?.position ?? position;
  } else if (below !== -1) {
    at = below;
    position = others[below]?.position ?? position;
  } else {
    const inColumn = (task: Task) =>
      move.stateId !== undefined ? task.state_id === move.stateId : task.status === move.toStatus;
    const columnEnd = others.findLastIndex(inColumn);
    const status = move.toStatus ?? moving.status;
    const nextColumn = others.findIndex(
      (task) => compareBoardOrder({ status, position: '', id: '' }, task) < 0,
    );
    at = columnEnd !== -1 ? columnEnd + 1 : nextColumn === -1 ? others.length : nextColumn;
    position = others[columnEnd]?.position ?? position;
  }
  // A state move keeps the status until the server's row says which one the state stands for.
  const moved =
    move.stateId !== undefined
      ? { ...moving, state_id: move.stateId, position }
      : { ...moving, status: move.toStatus ?? moving.status, position };
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

import type { Task, TaskStatus } from '@tandem/schemas';
import { compareBoardOrder } from '../tasks/board-order.js';

/** `tasks` with `task` inserted or replaced (by id), still in board order. */
export function upsertInBoard(tasks: readonly Task[], task: Task): Task[] {
  const others = tasks.filter((existing) => existing.id !== task.id);
  let index = others.findIndex((existing) => compareBoardOrder(task, existing) < 0);
  if (index === -1) index = others.length;
  return [...others.slice(0, index), task, ...others.slice(index)];
}

/** `tasks` without the task `taskId`. */
export function removeFromBoard(tasks: readonly Task[], taskId: string): Task[] {
  return tasks.filter((task) => task.id !== taskId);
}

/**
 * Where a moved task shows until the server answers: in its new column right after `after_id`,
 * else right before `before_id`, else at the end of the column. It borrows its neighbour's
 * position so that later live inserts still sort around it; the server's row replaces it.
 */
export function placeOptimistically(
  tasks: readonly Task[],
  move: {
    task_id: string;
    status: TaskStatus;
    before_id?: string | null;
    after_id?: string | null;
  },
): Task[] {
  const moving = tasks.find((task) => task.id === move.task_id);
  if (!moving) return [...tasks];
  const others = tasks.filter((task) => task.id !== move.task_id);
  const indexOf = (id: string | null | undefined) =>
    id ? others.findIndex((task) => task.id === id) : -1;
  const after = indexOf(move.after_id);
  const before = indexOf(move.before_id);
  let at: number;
  let position = moving.position;
  if (after !== -1) {
    at = after + 1;
    position = others[after]?.position ?? position;
  } else if (before !== -1) {
    at = before;
    position = others[before]?.position ?? position;
  } else {
    const columnEnd = others.findLastIndex((task) => task.status === move.status);
    const nextColumn = others.findIndex(
      (task) => compareBoardOrder({ status: move.status, position: '', id: '' }, task) < 0,
    );
    at = columnEnd !== -1 ? columnEnd + 1 : nextColumn === -1 ? others.length : nextColumn;
    position = others[columnEnd]?.position ?? position;
  }
  const moved = { ...moving, status: move.status, position };
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

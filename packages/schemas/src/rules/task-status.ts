import { TASK_STATUSES, type TaskStatus } from '../enums.js';

const WORKFLOW = ['backlog', 'todo', 'in_progress', 'in_review', 'done'] as const;

/**
 * For each status, the statuses a task may move to (README, "Task status"): any move between
 * `backlog`, `todo`, `in_progress`, `in_review` and `done` (drag and drop goes both ways), any
 * status to `canceled`, and `canceled` back to `todo` only (reopen). Staying in the same status
 * is always allowed, since reordering inside a column is a move too.
 */
export const TASK_STATUS_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  backlog: [...WORKFLOW, 'canceled'],
  todo: [...WORKFLOW, 'canceled'],
  in_progress: [...WORKFLOW, 'canceled'],
  in_review: [...WORKFLOW, 'canceled'],
  done: [...WORKFLOW, 'canceled'],
  canceled: ['todo', 'canceled'],
};

function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether a task may move from status `from` to status `to`; see
 * {@link TASK_STATUS_TRANSITIONS}. An unknown status never transitions (returns `false`).
 *
 * @param from - the task's current status.
 * @param to - the status it would move to.
 */
export function canTransition(from: TaskStatus, to: TaskStatus): boolean {
  if (!isTaskStatus(from) || !isTaskStatus(to)) return false;
  return TASK_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * The `completed_at` a task has after moving from `from` to `to`: set to `now` when it enters
 * `done`, cleared when it leaves `done`, otherwise unchanged. The database trigger does the
 * same; this lets the app update its copy optimistically.
 *
 * @param from - the status before the move.
 * @param to - the status after the move.
 * @param completedAt - the task's `completed_at` before the move.
 * @param now - the moment of the move. Default: the current time.
 */
export function completedAtAfter(
  from: TaskStatus,
  to: TaskStatus,
  completedAt: string | null,
  now: Date = new Date(),
): string | null {
  if (to === 'done' && from !== 'done') return now.toISOString();
  if (from === 'done' && to !== 'done') return null;
  return completedAt;
}

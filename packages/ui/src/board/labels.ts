import type { TaskPriority, TaskStatus } from '../domain/schemas';

/** The English name of each status, as columns and badges show it. */
export const STATUS_LABELS: Record<TaskStatus, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In Progress',
  in_review: 'In Review',
  done: 'Done',
  canceled: 'Canceled',
};

/** The English name of each priority. */
export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** "3 of 5 checklist items done": a checklist's progress read out. */
export function checklistProgressLabel(done: number, total: number): string {
  return `${done} of ${total} checklist ${total === 1 ? 'item' : 'items'} done`;
}

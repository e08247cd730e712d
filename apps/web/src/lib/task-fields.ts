import type { TaskChanges } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';

/**
 * The column of the task row each field of an edit writes: edits are named as the client takes
 * them (`assigneeId`), rows as the database holds them (`assignee_id`).
 */
export const COLUMN_OF = {
  title: 'title',
  description: 'description',
  status: 'status',
  priority: 'priority',
  assigneeId: 'assignee_id',
  dueDate: 'due_date',
  labels: 'labels',
  position: 'position',
} as const satisfies Record<keyof TaskChanges, keyof Task>;

/** The value `task` holds for the field an edit names. */
export function valueIn(task: Task, field: keyof TaskChanges): Task[keyof Task] {
  return task[COLUMN_OF[field]];
}

import type { TaskChanges } from '@tandem/api-client';
import type { Task } from '@tandem/schemas';

/** What the app knows of one field a task edit can change. */
interface TaskField {
  /** The column of the task row it writes (edits say `assigneeId`, rows `assignee_id`). */
  column: keyof Task;
  /** Its name in a heading or a list ("Due date"). */
  name: string;
  /** Whether undoing an edit takes it back; status and position are moves, undone as one. */
  undoable: boolean;
}

/**
 * Every field of a task edit, in the order the panel shows them. A field added to the client's
 * `TaskChanges` fails to compile until it is described here, which is all undo and the
 * conflict dialog need of it.
 */
export const TASK_FIELDS = {
  title: { column: 'title', name: 'Title', undoable: true },
  description: { column: 'description', name: 'Description', undoable: true },
  status: { column: 'status', name: 'Status', undoable: false },
  priority: { column: 'priority', name: 'Priority', undoable: true },
  assigneeId: { column: 'assignee_id', name: 'Assignee', undoable: true },
  dueDate: { column: 'due_date', name: 'Due date', undoable: true },
  labels: { column: 'labels', name: 'Labels', undoable: true },
  position: { column: 'position', name: 'Position', undoable: false },
} as const satisfies Record<keyof TaskChanges, TaskField>;

/** A field a task edit can change. */
export type TaskFieldName = keyof typeof TASK_FIELDS;

/** A task's values as a board or the panel holds them (a board's rows leave out the description). */
export type TaskValues = Omit<Task, 'description'> & Partial<Pick<Task, 'description'>>;

/** The value `task` holds for the field an edit names. */
export function valueIn(task: TaskValues, field: TaskFieldName): TaskValues[keyof Task] {
  return task[TASK_FIELDS[field].column];
}

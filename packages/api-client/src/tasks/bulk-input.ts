import {
  BULK_TASKS_MAX,
  dateSchema,
  labelSchema,
  labelsSchema,
  type TaskPriority,
  taskPrioritySchema,
  uuidSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import { TandemError } from '../errors/tandem-error.js';
import { validateAsColumns, validateInput } from '../internal/validate.js';

/**
 * What every task of a batch gets. Absent fields are kept; `null` clears the assignee or the
 * due date. `labels` replaces a task's labels; `addLabels` and `removeLabels` edit them.
 */
export interface TaskBulkChanges {
  /** A workflow state of the tasks' board (or, with `boardId`, of that board). */
  stateId?: string;
  /** Another board of the workspace: the tasks go to the bottom of their status there. */
  boardId?: string;
  priority?: TaskPriority;
  assigneeId?: string | null;
  dueDate?: string | null;
  labels?: string[];
  addLabels?: string[];
  removeLabels?: string[];
}

/** The same change for many tasks of one workspace. */
export interface TaskBulkUpdate {
  taskIds: readonly string[];
  changes: TaskBulkChanges;
}

const bulkChangesSchema = z
  .object({
    state_id: z.optional(uuidSchema),
    board_id: z.optional(uuidSchema),
    priority: z.optional(taskPrioritySchema),
    assignee_id: z.optional(z.nullable(uuidSchema)),
    due_date: z.optional(z.nullable(dateSchema)),
    labels: z.optional(labelsSchema),
    add_labels: z.optional(z.array(labelSchema)),
    remove_labels: z.optional(z.array(labelSchema)),
  })
  .check(
    z.refine((changes) => Object.values(changes).some((value) => value !== undefined), {
      error: 'Choose at least one change',
    }),
  );

/**
 * The ids of a batch, checked before any request: `task/bulk-too-large` past
 * {@link BULK_TASKS_MAX}, `data/invalid` for an empty list or a malformed id.
 */
export function validateTaskIds(taskIds: readonly string[]): string[] {
  const ids = validateInput(z.array(uuidSchema).check(z.minLength(1)), taskIds);
  const distinct = [...new Set(ids)];
  if (distinct.length > BULK_TASKS_MAX) throw new TandemError('task/bulk-too-large');
  return distinct;
}

/** The changes of a {@link TaskBulkUpdate} as the RPC takes them (columns, nothing undefined). */
export function validateBulkChanges(changes: TaskBulkChanges): Record<string, unknown> {
  const columns = validateAsColumns(bulkChangesSchema, changes);
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

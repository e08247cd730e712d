import { z } from 'zod';
import { taskPrioritySchema, taskStatusSchema } from '../enums.js';
import { dateSchema, timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABEL_MAX_LENGTH,
  TASK_LABELS_MAX,
  TASK_TITLE_MAX_LENGTH,
} from '../limits.js';

/** A row of `public.tasks`. */
export const taskSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  board_id: uuidSchema,
  /** The workflow state (column) of its board; kept in step with `status` by the database. */
  state_id: uuidSchema,
  /** Per-workspace sequence number, shown as `#42`. */
  number: z.int().positive(),
  title: textColumnSchema('Title', 1, TASK_TITLE_MAX_LENGTH),
  /** Markdown, or `null` when empty. */
  description: textColumnSchema('Description', 1, TASK_DESCRIPTION_MAX_LENGTH).nullable(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  /** A member of the workspace, or `null` when unassigned. */
  assignee_id: uuidSchema.nullable(),
  due_date: dateSchema.nullable(),
  labels: z
    .array(textColumnSchema('Label', 1, TASK_LABEL_MAX_LENGTH))
    .max(TASK_LABELS_MAX, { error: `A task can have at most ${TASK_LABELS_MAX} labels` }),
  /** Fractional-index key ordering the task inside its status column. */
  position: z.string().min(1),
  /** Incremented on every update; an update naming an older version is a conflict. */
  version: z.int().nonnegative(),
  /** Who created it; `null` once their account is deleted. */
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Set when the task enters `done`, cleared when it leaves it. */
  completed_at: timestampSchema.nullable(),
});

/** A row of `public.tasks`. */
export interface Task extends z.infer<typeof taskSchema> {}

import * as z from 'zod/mini';
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
  number: z.int().check(z.positive()),
  title: textColumnSchema('Title', 1, TASK_TITLE_MAX_LENGTH),
  /** Markdown, or `null` when empty. */
  description: z.nullable(textColumnSchema('Description', 1, TASK_DESCRIPTION_MAX_LENGTH)),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  /** A member of the workspace, or `null` when unassigned. */
  assignee_id: z.nullable(uuidSchema),
  due_date: z.nullable(dateSchema),
  labels: z.array(textColumnSchema('Label', 1, TASK_LABEL_MAX_LENGTH)).check(
    z.maxLength(TASK_LABELS_MAX, {
      error: `A task can have at most ${TASK_LABELS_MAX} labels`,
    }),
  ),
  /** Fractional-index key ordering the task inside its status column. */
  position: z.string().check(z.minLength(1)),
  /** Incremented on every update; an update naming an older version is a conflict. */
  version: z.int().check(z.nonnegative()),
  /** Who created it; `null` once their account is deleted. */
  created_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Checklist items checked off, kept by the database. */
  checklist_done: z.int().check(z.nonnegative()),
  /** Checklist items in all, kept by the database. */
  checklist_total: z.int().check(z.nonnegative()),
  /** Set when the task enters `done`, cleared when it leaves it. */
  completed_at: z.nullable(timestampSchema),
});

/** A row of `public.tasks`. */
export interface Task extends z.infer<typeof taskSchema> {}

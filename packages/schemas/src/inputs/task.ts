import * as z from 'zod/mini';
import { taskPrioritySchema, taskStatusSchema } from '../enums.js';
import { uuidSchema } from '../fields/columns.js';
import { labelsSchema } from '../fields/labels.js';
import { nullableTextSchema, requiredTextSchema } from '../fields/text.js';
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from '../limits.js';

const titleSchema = requiredTextSchema('Title', TASK_TITLE_MAX_LENGTH);
const descriptionSchema = nullableTextSchema('Description', TASK_DESCRIPTION_MAX_LENGTH);
const dueDateSchema = z.iso.date({ error: 'Due date must be a date in the form YYYY-MM-DD' });
const assigneeSchema = z.guid({ error: 'Assignee must be a user id' });
const positionSchema = z
  .string({ error: 'Position must be text' })
  .check(z.minLength(1, { error: 'Position cannot be empty' }));
const versionSchema = z
  .int({ error: 'Version must be a whole number' })
  .check(z.nonnegative({ error: 'Version cannot be negative' }));

/**
 * The "new task" form. Defaults: `status` `backlog`, `priority` `none`, `description`,
 * `assignee_id` and `due_date` `null`, `labels` empty; without `position` the database puts
 * the task at the end of its column.
 */
export const createTaskInputSchema = z.object({
  workspace_id: uuidSchema,
  board_id: uuidSchema,
  title: titleSchema,
  description: z._default(descriptionSchema, null),
  status: z._default(taskStatusSchema, 'backlog'),
  /** The workflow state (column) it goes in; when given, its status follows from the state. */
  state_id: z.optional(uuidSchema),
  priority: z._default(taskPrioritySchema, 'none'),
  assignee_id: z._default(z.nullable(assigneeSchema), null),
  due_date: z._default(z.nullable(dueDateSchema), null),
  labels: z._default(labelsSchema, []),
  position: z.optional(positionSchema),
});

/** Parsed "new task" form. */
export interface CreateTaskInput extends z.infer<typeof createTaskInputSchema> {}

/**
 * An edit of a task. Absent fields are kept; `null` clears a nullable field. `version` is the
 * version the edit was based on: the database refuses the edit if the task has moved on since
 * (`data/conflict`).
 */
export const updateTaskInputSchema = z.object({
  version: versionSchema,
  title: z.optional(titleSchema),
  description: z.optional(descriptionSchema),
  status: z.optional(taskStatusSchema),
  priority: z.optional(taskPrioritySchema),
  assignee_id: z.optional(z.nullable(assigneeSchema)),
  due_date: z.optional(z.nullable(dueDateSchema)),
  labels: z.optional(labelsSchema),
  position: z.optional(positionSchema),
});

/** Parsed task edit. */
export interface UpdateTaskInput extends z.infer<typeof updateTaskInputSchema> {}

import { createTaskInputSchema, type Task, taskSchema } from '@tandem/schemas';
import type { z } from 'zod';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';

/**
 * A new task, as `tasks.create` takes it: `workspace_id`, `board_id` and `title`; the rest
 * defaults (`status` `backlog`, `priority` `none`, no description, assignee, due date or
 * labels, and the bottom of its column).
 */
export interface CreateTaskInput extends z.input<typeof createTaskInputSchema> {}

/**
 * Creates a task (members, admins and the owner). The database numbers it, stamps its author
 * and, without `position`, puts it at the bottom of its column.
 *
 * @throws TandemError `data/forbidden` for viewers (row-level security refuses the row);
 * `data/not-found` for a board that does not exist or that the caller cannot see;
 * `data/invalid` for an archived board, an assignee who is not a member, and with field errors
 * before any request.
 */
export async function createTask(context: ClientContext, input: CreateTaskInput): Promise<Task> {
  const values = validateInput(createTaskInputSchema, input);
  // `number` and (when absent) `position` are filled by the insert trigger; the generated
  // Insert type marks them required only because the columns are `not null`.
  const row = await unwrapOne(
    context.supabase
      .from('tasks')
      .insert(values as typeof values & { number: number; position: string })
      .select(TASK_COLUMNS),
  );
  return parseRow(taskSchema, row);
}

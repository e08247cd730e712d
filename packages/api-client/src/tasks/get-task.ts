import { type Task, taskSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from './columns.js';
import { readTask } from './read-task.js';

/**
 * One task by id.
 *
 * @throws TandemError `data/not-found` when it does not exist or the caller is not a member of
 * its workspace.
 */
export async function getTask(context: ClientContext, taskId: string): Promise<Task> {
  const task = await readTask(context, validateId(taskId, 'taskId'));
  if (!task) throw new TandemError('data/not-found');
  return task;
}

/** A task by its number in a workspace. */
export interface TaskNumberRef {
  workspaceId: string;
  /** The task's number in that workspace (`42` for `#42`). */
  number: number;
}

/** Validates a {@link TaskNumberRef}. */
export const taskNumberRefSchema = z.object({
  workspaceId: uuidSchema,
  number: z
    .int({ error: 'Task number must be a whole number' })
    .check(z.positive({ error: 'Task number must be positive' })),
});

/**
 * One task by its number in a workspace (`#42`, the `/w/:slug/t/:number` deep link).
 *
 * @throws TandemError `data/not-found` when there is no such task or the caller is not a
 * member; `data/invalid` for a number that is not a positive integer, before any request.
 */
export async function getTaskByNumber(context: ClientContext, ref: TaskNumberRef): Promise<Task> {
  const input = validateInput(taskNumberRefSchema, ref);
  const row = await unwrapOne(
    context.supabase
      .from('tasks')
      .select(TASK_COLUMNS)
      .eq('workspace_id', input.workspaceId)
      .eq('number', input.number)
      .limit(1),
  );
  return parseRow(taskSchema, row);
}

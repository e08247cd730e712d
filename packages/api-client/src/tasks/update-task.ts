import {
  type Task,
  taskSchema,
  type UpdateTaskInput,
  updateTaskInputSchema,
} from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from './columns.js';
import { readTask } from './read-task.js';

/**
 * Edits a task if it is still at `input.version` (optimistic concurrency): one conditional
 * update, `where id = … and version = …`, returning the new row (the database bumps
 * `version`). Absent fields are kept; `null` clears a nullable field. When no row was
 * written, the task is read back to say why.
 *
 * @throws TandemError `data/conflict` with `current` (the task as the server holds it) when
 * someone changed it since `version`; `data/forbidden` for viewers; `data/not-found` when it
 * does not exist or the caller is not a member; `data/invalid` for an illegal status change,
 * an assignee who is not a member, and with field errors before any request.
 */
export async function updateTask(
  context: ClientContext,
  taskId: string,
  input: UpdateTaskInput,
): Promise<Task> {
  const id = validateId(taskId, 'taskId');
  const { version, ...patch } = validateInput(updateTaskInputSchema, input);
  if (Object.keys(patch).length > 0) {
    const rows = await unwrap(
      context.supabase
        .from('tasks')
        .update(patch)
        .eq('id', id)
        .eq('version', version)
        .select(TASK_COLUMNS),
    );
    if (rows?.[0]) return parseRow(taskSchema, rows[0]);
  }
  const current = await readTask(context, id);
  if (!current) throw new TandemError('data/not-found');
  if (current.version !== version) throw new TandemError('data/conflict', { current, status: 409 });
  // Visible at the expected version, yet not written: row-level security refused the update.
  if (Object.keys(patch).length > 0) throw new TandemError('data/forbidden', { status: 403 });
  return current;
}

import { type Task, taskSchema, updateTaskInputSchema } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import { callerRole } from '../internal/caller-role.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from './columns.js';
import type { TaskCreate } from './create-task.js';
import { readTask } from './read-task.js';

/** Fields of a task to change: absent ones are kept, `null` clears a nullable one (a move to another state is `tasks.move`). */
export type TaskChanges = Partial<Omit<TaskCreate, 'boardId' | 'stateId'>>;

/** An edit of a task, based on the version the editor saw. */
export interface TaskUpdate {
  taskId: string;
  changes: TaskChanges;
  /** The task's `version` the edit was based on; a newer task is `data/conflict`. */
  expectedVersion: number;
}

/** Field errors name `version` as the input does. */
const INPUT_NAMES = { version: 'expectedVersion' };

/**
 * Edits a task if it is still at `expectedVersion` (optimistic concurrency): one conditional
 * update, `where id = … and version = …`, returning the new row (the database bumps
 * `version`). Absent fields are kept; `null` clears a nullable field. When no row was
 * written, the task is read back to say why: a caller who may not edit it is refused before
 * its version is compared, so a viewer with a stale version is not offered an overwrite.
 *
 * @throws TandemError `data/forbidden` (403) for viewers, whatever `expectedVersion` they sent;
 * `data/conflict` (409) with `current` (the task as the server holds it) when someone changed
 * it since `expectedVersion`; `data/not-found` (404) when it
 * does not exist or the caller is not a member; `data/invalid` for an illegal status change,
 * an assignee who is not a member, and with field errors before any request.
 */
export async function updateTask(context: ClientContext, input: TaskUpdate): Promise<Task> {
  const id = validateId(input?.taskId, 'taskId');
  const { version, ...patch } = validateAsColumns(
    updateTaskInputSchema,
    { ...input.changes, version: input.expectedVersion },
    INPUT_NAMES,
  );
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
  const writes = Object.keys(patch).length > 0;
  // Permission first, as the server's RPCs check it: tasks are edited by members and up.
  if (writes && (await callerRole(context, current.workspace_id)) === 'viewer') {
    throw new TandemError('data/forbidden');
  }
  if (current.version !== version) throw new TandemError('data/conflict', { current });
  // Visible at the expected version, yet not written: row-level security refused the update.
  if (writes) throw new TandemError('data/forbidden');
  return current;
}

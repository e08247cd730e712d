import { type Task, taskSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from './columns.js';

/** How many days a deleted task waits in its workspace's Trash, restorable, before it is purged. */
export const TASK_TRASH_RETENTION_DAYS = 30;

/**
 * How long after a delete {@link TasksApi.restore} can bring the task back, in milliseconds:
 * the Trash's {@link TASK_TRASH_RETENTION_DAYS} (the server's window; 10 minutes before the Trash).
 */
export const TASK_UNDO_WINDOW_MS = TASK_TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Brings back a task deleted less than {@link TASK_UNDO_WINDOW_MS} ago (RPC `restore_task`),
 * with the same id and number, its comments, attachments, checklist and watchers; every viewer
 * of its board sees it come back. Allowed to whoever deleted it and to admins and the owner.
 *
 * @throws TandemError `data/not-found` when there is no such deleted task, the window has
 * passed, it was already restored, or the caller is not a member; `data/forbidden` for other
 * members and viewers; `data/invalid` when its board has been archived since.
 */
export async function restoreTask(context: ClientContext, taskId: string): Promise<Task> {
  const id = validateId(taskId, 'taskId');
  const row = await unwrapOne(
    context.supabase.rpc('restore_task', { task_id: id }).select(TASK_COLUMNS),
  );
  return parseRow(taskSchema, row);
}

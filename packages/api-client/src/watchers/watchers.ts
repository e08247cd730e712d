import { type TaskWatcher, taskWatcherSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** Input of {@link WatchersApi.watch} and {@link WatchersApi.unwatch}. */
export interface WatchInput {
  taskId: string;
}

/**
 * Who watches a task, earliest first. Every member of its workspace may see them; a task the
 * caller cannot see has none.
 */
export async function listWatchers(
  context: ClientContext,
  input: WatchInput,
): Promise<TaskWatcher[]> {
  const taskId = validateId(input.taskId, 'taskId');
  const rows = await unwrap(
    context.supabase
      .from('task_watchers')
      .select(columnsOf(taskWatcherSchema))
      .eq('task_id', taskId)
      .order('created_at', { ascending: true }),
  );
  return parseRows(taskWatcherSchema, rows ?? [], context.reportInvalidRow);
}

/**
 * The signed-in user watches a task: they hear of its comments and state changes. Watching
 * one already watched does nothing.
 *
 * @throws TandemError `data/forbidden` for a task the caller cannot see.
 */
export async function watchTask(context: ClientContext, input: WatchInput): Promise<void> {
  const taskId = validateId(input.taskId, 'taskId');
  const userId = await requireUserId(context);
  await unwrap(
    context.supabase
      .from('task_watchers')
      .upsert(
        { task_id: taskId, user_id: userId },
        { onConflict: 'task_id,user_id', ignoreDuplicates: true },
      ),
  );
}

/** The signed-in user stops watching a task. Unwatching one not watched does nothing. */
export async function unwatchTask(context: ClientContext, input: WatchInput): Promise<void> {
  const taskId = validateId(input.taskId, 'taskId');
  const userId = await requireUserId(context);
  await unwrap(
    context.supabase.from('task_watchers').delete().eq('task_id', taskId).eq('user_id', userId),
  );
}

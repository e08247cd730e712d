import { type Task, taskSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { Json } from '../database.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { type TaskBulkUpdate, validateBulkChanges, validateTaskIds } from './bulk-input.js';
import { TASK_COLUMNS } from './columns.js';

/** One task's values (columns) from before a bulk call changed them. */
export interface TaskBulkPrevious {
  id: string;
  changes: Record<string, Json>;
  /**
   * The version the bulk call left the task at. `bulkRevert` puts the values back only while
   * the task is still at it, so a later change by anyone stands.
   */
  version?: number;
}

/**
 * What a bulk call changed, task by task (tasks it left as they were are not in it):
 * `tasks.bulkRevert` of it undoes the whole batch in one call.
 */
export type TaskBulkUndo = TaskBulkPrevious[];

const undoSchema = z.array(
  z.object({
    id: uuidSchema,
    changes: z.record(z.string(), z.json()),
    version: z.optional(z.number()),
  }),
);

function parseUndo(answer: unknown): TaskBulkUndo {
  return parseRow(undoSchema, answer) as TaskBulkUndo;
}

/**
 * Gives every task of a batch the same changes in one transaction (RPC `bulk_update_tasks`,
 * members and up): all of them change or none. The task rules hold for each (status rule, hard
 * WIP limits counting the batch's own arrivals, members as assignees); each task gets its
 * activity entry, a new assignee their notification, and every viewer of the boards sees it live.
 *
 * @returns each changed task's previous values, for {@link bulkRevert}.
 * @throws TandemError `task/bulk-too-large` past 500 tasks; `data/forbidden` for viewers;
 * `data/not-found` when a task is missing or not visible; `data/invalid` for tasks of several
 * workspaces, a state of another board or a move the status rule refuses; `state/wip-limit`.
 */
export async function bulkUpdateTasks(
  context: ClientContext,
  input: TaskBulkUpdate,
): Promise<TaskBulkUndo> {
  const taskIds = validateTaskIds(input?.taskIds);
  const changes = validateBulkChanges(input?.changes ?? {});
  const answer = await unwrap(
    context.supabase.rpc('bulk_update_tasks', { task_ids: taskIds, changes: changes as Json }),
  );
  return parseUndo(answer);
}

/**
 * Puts back what a bulk call changed, in one transaction (RPC `bulk_set_tasks`, members and
 * up): moved tasks return to their column and place. A task changed since the bulk call (its
 * version moved past the one in `undo`) keeps that later change and is left out of the answer.
 * Answers what it replaced, so reverting the answer redoes the batch.
 *
 * @throws TandemError as {@link bulkUpdateTasks}.
 */
export async function bulkRevertTasks(
  context: ClientContext,
  undo: TaskBulkUndo,
): Promise<TaskBulkUndo> {
  validateTaskIds(undo.map((entry) => entry.id));
  if (undo.length === 0) return [];
  const answer = await unwrap(
    context.supabase.rpc('bulk_set_tasks', { updates: undo as unknown as Json }),
  );
  return parseUndo(answer);
}

/**
 * Deletes every task of a batch in one transaction (RPC `bulk_delete_tasks`, admins and the
 * owner); {@link bulkRestoreTasks} brings them back within the undo window.
 *
 * @returns the deleted ids.
 * @throws TandemError `task/bulk-too-large`; `data/forbidden` for members and viewers;
 * `data/not-found` when a task is missing or not visible.
 */
export async function bulkDeleteTasks(
  context: ClientContext,
  taskIds: readonly string[],
): Promise<string[]> {
  const ids = validateTaskIds(taskIds);
  const answer = await unwrap(context.supabase.rpc('bulk_delete_tasks', { task_ids: ids }));
  return parseRow(z.array(uuidSchema), answer ?? []);
}

/**
 * Brings back every task of a batch deleted within the undo window, all or none (RPC
 * `restore_tasks`, with `restore`'s rules for each task).
 *
 * @throws TandemError `data/not-found` when one of them cannot be restored any more;
 * `data/forbidden` for members who did not delete them.
 */
export async function bulkRestoreTasks(
  context: ClientContext,
  taskIds: readonly string[],
): Promise<Task[]> {
  const ids = validateTaskIds(taskIds);
  const rows = await unwrap(
    context.supabase.rpc('restore_tasks', { task_ids: ids }).select(TASK_COLUMNS),
  );
  return (rows ?? []).map((row) => parseRow(taskSchema, row));
}

import { type Activity, activitySchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { newestFirstPage, type Page, type PageOptions } from '../internal/page.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

const COLUMNS = columnsOf(activitySchema);

/** One page of the entries whose `column` is `id`, newest first. */
async function listActivity(
  context: ClientContext,
  column: 'workspace_id' | 'task_id',
  id: string,
  options: PageOptions | undefined,
): Promise<Page<Activity>> {
  const query = context.supabase.from('activity').select(COLUMNS).eq(column, id);
  const { rows, nextCursor } = await newestFirstPage(query, options);
  return { items: parseRows(activitySchema, rows, context.reportInvalidRow), nextCursor };
}

/**
 * One page of a workspace's activity feed, newest first, 50 entries; `nextCursor` loads older
 * ones. Pages are cut by `(created_at, id)` keys (the feed's index order), so entries written
 * meanwhile never shift a page. A workspace the caller does not belong to has no entries.
 *
 * @throws TandemError `data/invalid` for a cursor this client did not make, before any request.
 */
export async function listWorkspaceActivity(
  context: ClientContext,
  workspaceId: string,
  options?: PageOptions,
): Promise<Page<Activity>> {
  return listActivity(context, 'workspace_id', validateId(workspaceId, 'workspaceId'), options);
}

/**
 * Like {@link listWorkspaceActivity}, for the history of one task (entries of a deleted task
 * lose their `task_id`, so a deleted task has no history here).
 */
export async function listTaskActivity(
  context: ClientContext,
  taskId: string,
  options?: PageOptions,
): Promise<Page<Activity>> {
  return listActivity(context, 'task_id', validateId(taskId, 'taskId'), options);
}

import { type Activity, activitySchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { newestFirstPage, type Page, type PageOptions } from '../internal/page.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

const COLUMNS = columnsOf(activitySchema);

/** Options of {@link ActivityApi.listWorkspace}: a page, and which entries the feed keeps. */
export interface WorkspaceActivityOptions extends PageOptions {
  /** Only entries about this board or its tasks. */
  boardId?: string;
  /** Only entries made by this person. */
  actorId?: string;
}

/** One page of the entries whose `column` is `id` (and whose other columns match), newest first. */
async function listActivity(
  context: ClientContext,
  column: 'workspace_id' | 'task_id',
  id: string,
  options: PageOptions | undefined,
  also: { board_id?: string; actor_id?: string } = {},
): Promise<Page<Activity>> {
  let query = context.supabase.from('activity').select(COLUMNS).eq(column, id);
  for (const [name, value] of Object.entries(also)) {
    if (value !== undefined) query = query.eq(name, value);
  }
  const { rows, nextCursor } = await newestFirstPage(query, options);
  return { items: parseRows(activitySchema, rows, context.reportInvalidRow), nextCursor };
}

/**
 * One page of a workspace's activity feed, newest first, 50 entries; `nextCursor` loads older
 * ones. Pages are cut by `(created_at, id)` keys (the feed's index order), so entries written
 * meanwhile never shift a page. `boardId` and `actorId` keep the entries of one board and of
 * one person. A workspace the caller does not belong to has no entries.
 *
 * @throws TandemError `data/invalid` for a cursor this client did not make, or an id that is
 * not one, before any request.
 */
export async function listWorkspaceActivity(
  context: ClientContext,
  workspaceId: string,
  options?: WorkspaceActivityOptions,
): Promise<Page<Activity>> {
  const { boardId, actorId, ...page } = options ?? {};
  return listActivity(context, 'workspace_id', validateId(workspaceId, 'workspaceId'), page, {
    board_id: boardId === undefined ? undefined : validateId(boardId, 'boardId'),
    actor_id: actorId === undefined ? undefined : validateId(actorId, 'actorId'),
  });
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

import { type Comment, commentSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { newestFirstPage, type Page, type PageOptions } from '../internal/page.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * One page of a task's comments: the first page holds the newest 50, and each page lists its
 * comments oldest to newest, as a conversation reads; `nextCursor` loads the 50 before them.
 * Pages are cut by `(created_at, id)` keys, so comments posted meanwhile never shift or repeat
 * a page. Deleted comments stay in the list with `deleted_at` set ("comment deleted").
 * A task the caller cannot see has no comments (an empty page).
 *
 * @throws TandemError `data/invalid` for a cursor this client did not make, before any request.
 */
export async function listComments(
  context: ClientContext,
  taskId: string,
  options?: PageOptions,
): Promise<Page<Comment>> {
  const id = validateId(taskId, 'taskId');
  const { rows, nextCursor } = await newestFirstPage(
    context.supabase.from('comments').select(columnsOf(commentSchema)).eq('task_id', id),
    options,
  );
  return { items: parseRows(commentSchema, rows, context.reportInvalidRow).reverse(), nextCursor };
}

import { type SavedView, savedViewSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** The PostgREST `select` list of a saved view. */
export const VIEW_COLUMNS = columnsOf(savedViewSchema);

/**
 * The saved views of a board the caller sees, in board order: their own personal views and
 * every shared one. A board the caller cannot see has none (`[]`), as a missing one.
 *
 * @throws TandemError `data/invalid` for a malformed `boardId`, before any request.
 */
export async function listViews(context: ClientContext, boardId: string): Promise<SavedView[]> {
  const id = validateId(boardId, 'boardId');
  const rows = await unwrap(
    context.supabase
      .from('saved_views')
      .select(VIEW_COLUMNS)
      .eq('board_id', id)
      .order('position', { ascending: true })
      .order('id', { ascending: true }),
  );
  return parseRows(savedViewSchema, rows ?? [], context.reportInvalidRow);
}

import { type Board, boardSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** Options of {@link BoardsApi.list}. */
export interface ListBoardsOptions {
  /** Include archived boards (the archive section of the workspace page). Default `false`. */
  includeArchived?: boolean;
}

/**
 * The boards of a workspace in the order they were created. A workspace the caller does not
 * belong to shows no boards (an empty list, not an error: `getBySlug` is what says not found).
 */
export async function listBoards(
  context: ClientContext,
  workspaceId: string,
  options: ListBoardsOptions = {},
): Promise<Board[]> {
  const id = validateId(workspaceId, 'workspaceId');
  let query = context.supabase.from('boards').select(columnsOf(boardSchema)).eq('workspace_id', id);
  if (!options.includeArchived) query = query.is('archived_at', null);
  const rows = await unwrap(query.order('created_at').order('id'));
  return parseRows(boardSchema, rows ?? [], context.reportInvalidRow);
}

import { type Board, boardSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * One board, archived or not.
 *
 * @throws TandemError `data/not-found` when it does not exist or the caller is not a member of
 * its workspace.
 */
export async function getBoard(context: ClientContext, boardId: string): Promise<Board> {
  const id = validateId(boardId, 'boardId');
  const row = await unwrapOne(
    context.supabase.from('boards').select(columnsOf(boardSchema)).eq('id', id).limit(1),
  );
  return parseRow(boardSchema, row);
}

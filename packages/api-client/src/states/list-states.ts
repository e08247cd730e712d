import { type BoardState, boardStateSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { STATE_COLUMNS } from './columns.js';

/**
 * The workflow states (columns) of a board, in board order (position, then id). Any member
 * reads them; a board the caller cannot see has none (`[]`), as a missing one.
 *
 * @throws TandemError `data/invalid` for a malformed `boardId`, before any request.
 */
export async function listStates(context: ClientContext, boardId: string): Promise<BoardState[]> {
  const id = validateId(boardId, 'boardId');
  const rows = await unwrap(
    context.supabase
      .from('board_states')
      .select(STATE_COLUMNS)
      .eq('board_id', id)
      .order('position', { ascending: true })
      .order('id', { ascending: true }),
  );
  return parseRows(boardStateSchema, rows ?? [], context.reportInvalidRow);
}

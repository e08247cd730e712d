import { type StateLoad, stateLoadSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * How full each workflow state of a board is (RPC `board_state_load`, any member), in board
 * order: its task count, its WIP limit and whether the count is past it. A board the caller
 * cannot see has none (`[]`), as a missing one.
 *
 * @throws TandemError `data/invalid` for a malformed `boardId`, before any request.
 */
export async function stateLoad(context: ClientContext, boardId: string): Promise<StateLoad[]> {
  const id = validateId(boardId, 'boardId');
  const rows = await unwrap(context.supabase.rpc('board_state_load', { board_id: id }));
  return parseRows(stateLoadSchema, rows ?? [], context.reportInvalidRow);
}

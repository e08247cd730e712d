import { type BoardExport, boardToCsvRows } from '@tandem/schemas';
import Papa from 'papaparse';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

/**
 * A board in the Tandem board format (RPC `export_board`): its columns, the labels its tasks
 * use, every task with checklist and comments. Anyone who sees the board may export it;
 * `transfer.importBoard` takes the result back unchanged.
 *
 * @throws TandemError `data/not-found` when the board is gone or hidden from the caller.
 */
export async function exportBoard(context: ClientContext, boardId: string): Promise<BoardExport> {
  const id = validateId(boardId, 'boardId');
  const data = await unwrap(context.supabase.rpc('export_board', { board_id: id }));
  return data as unknown as BoardExport;
}

/**
 * A board as CSV text, one row a task (see `boardToCsvRows` of `@tandem/schemas`); importing
 * it through the guessed mapping gives the same tasks back.
 */
export async function exportBoardCsv(context: ClientContext, boardId: string): Promise<string> {
  return Papa.unparse(boardToCsvRows(await exportBoard(context, boardId)), { newline: '\r\n' });
}

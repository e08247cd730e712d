import { type BoardExport, boardToCsvRows } from '@tandem/schemas';
import Papa from 'papaparse';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';
import { neutraliseCsvCell } from './csv-formulas.js';

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
 * it through the guessed mapping gives the same tasks back. A cell a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) starts with `'`
 * instead, which `transfer.read` removes again.
 */
export async function exportBoardCsv(context: ClientContext, boardId: string): Promise<string> {
  return boardCsv(await exportBoard(context, boardId));
}

/** The CSV text of an exported board, formula cells neutralised. */
export function boardCsv(board: BoardExport): string {
  const rows = boardToCsvRows(board).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, neutraliseCsvCell(cell)])),
  );
  return Papa.unparse(rows, { newline: '\r\n' });
}

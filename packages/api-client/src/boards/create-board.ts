import { type Board, boardSchema, createBoardInputSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';

/** A new board. */
export interface BoardCreate {
  workspaceId: string;
  /** 1–80 characters, trimmed. */
  name: string;
  /** Default: `null`. */
  description?: string | null;
}

/**
 * Creates a board (admins and the owner). `created_by` is set by the database.
 *
 * @throws TandemError `data/forbidden` for members, viewers and non-members (row-level security
 * refuses the new row); `data/invalid` past 50 boards, and with field errors before any
 * request.
 */
export async function createBoard(context: ClientContext, input: BoardCreate): Promise<Board> {
  const { workspace_id, name, description } = validateAsColumns(createBoardInputSchema, input);
  const row = await unwrapOne(
    context.supabase
      .from('boards')
      .insert({ workspace_id, name, description })
      .select(columnsOf(boardSchema)),
  );
  return parseRow(boardSchema, row);
}

import { type Board, boardSchema, createBoardInputSchema } from '@tandem/schemas';
import type { z } from 'zod';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/** A new board, as `boards.create` takes it: its workspace, name and optional description. */
export interface CreateBoardInput extends z.input<typeof createBoardInputSchema> {}

/**
 * Creates a board (admins and the owner). `created_by` is set by the database.
 *
 * @throws TandemError `data/forbidden` for members, viewers and non-members (row-level security
 * refuses the new row); `data/invalid` past 50 boards, and with field errors before any
 * request.
 */
export async function createBoard(context: ClientContext, input: CreateBoardInput): Promise<Board> {
  const { workspace_id, name, description } = validateInput(createBoardInputSchema, input);
  const row = await unwrapOne(
    context.supabase
      .from('boards')
      .insert({ workspace_id, name, description })
      .select(columnsOf(boardSchema)),
  );
  return parseRow(boardSchema, row);
}

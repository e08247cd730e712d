import { type Board, boardSchema, updateBoardInputSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** An edit of a board: absent fields are kept. */
export interface BoardUpdate {
  boardId: string;
  changes: {
    name?: string;
    description?: string | null;
    /** `true` archives the board, `false` restores it. */
    archived?: boolean;
  };
}

/**
 * Renames a board, changes its description, archives (`archived: true`) or restores it
 * (`archived: false`); admins and the owner. Absent fields are kept. The archive time is the
 * client's clock, as no trigger sets it.
 *
 * @throws TandemError `data/forbidden` for members and viewers; `data/not-found` for
 * non-members and missing boards; `data/invalid` with field errors before any request.
 */
export async function updateBoard(context: ClientContext, input: BoardUpdate): Promise<Board> {
  const id = validateId(input?.boardId, 'boardId');
  const { archived, ...fields } = validateAsColumns(updateBoardInputSchema, input.changes);
  const patch =
    archived === undefined
      ? fields
      : { ...fields, archived_at: archived ? new Date().toISOString() : null };
  const row = await updateOne(context, 'boards', id, patch, columnsOf(boardSchema));
  return parseRow(boardSchema, row);
}

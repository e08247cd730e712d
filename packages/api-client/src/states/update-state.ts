import { type BoardState, boardStateSchema, updateBoardStateInputSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { STATE_COLUMNS } from './columns.js';

/** An edit of a workflow state: absent fields are kept. */
export interface StateUpdate {
  stateId: string;
  changes: {
    /** 1–40 characters, trimmed; unique on the board whatever its case. */
    name?: string;
    /** `#` and six lower-case hex digits. */
    color?: string;
    /** 1–999, or `null` to remove the limit. */
    wipLimit?: number | null;
    /** Whether a move past the limit is refused; needs a limit. */
    wipHardLimit?: boolean;
  };
}

/**
 * Renames, recolours or limits a workflow state (admins and the owner). A state's category
 * never changes.
 *
 * @throws TandemError `data/forbidden` for members and viewers; `data/not-found` for
 * non-members and missing states; `data/duplicate` for a name the board already has;
 * `data/invalid` for a hard limit without a limit, and with field errors before any request.
 */
export async function updateState(context: ClientContext, input: StateUpdate): Promise<BoardState> {
  const id = validateId(input?.stateId, 'stateId');
  const patch = validateAsColumns(updateBoardStateInputSchema, input.changes);
  const row = await updateOne(context, 'board_states', id, patch, STATE_COLUMNS);
  return parseRow(boardStateSchema, row);
}

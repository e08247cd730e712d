import { type BoardState, boardStateSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { STATE_COLUMNS } from './columns.js';

/** Validates a {@link StateMove}. */
export const stateMoveSchema = z.object({
  stateId: uuidSchema,
  aboveId: z.optional(z.nullable(uuidSchema)),
  belowId: z.optional(z.nullable(uuidSchema)),
});

/**
 * A state dragged to a new place among its board's columns, in the words a task's move uses:
 * `aboveId` is the state right before it in board order (left of it), `belowId` the one right
 * after it.
 */
export interface StateMove {
  stateId: string;
  /** The state right before the new place; `null` or absent at the start of the board. */
  aboveId?: string | null;
  /** The state right after the new place; `null` or absent at the end. With neither: last. */
  belowId?: string | null;
}

/**
 * Reorders a workflow state (RPC `move_board_state`, admins and the owner): the server
 * computes its new position between the two neighbours under the board lock. With both
 * neighbours given, the state goes right after `aboveId`.
 *
 * @throws TandemError `data/forbidden` for members and viewers; `data/not-found` for
 * non-members; `data/invalid` for a neighbour on another board.
 */
export async function moveState(context: ClientContext, move: StateMove): Promise<BoardState> {
  const input = validateInput(stateMoveSchema, move);
  const row = await unwrapOne(
    context.supabase
      .rpc('move_board_state', {
        state_id: input.stateId,
        // The RPC places the state after `after_id` (the one before) and before `before_id`.
        ...(input.aboveId ? { after_id: input.aboveId } : {}),
        ...(input.belowId ? { before_id: input.belowId } : {}),
      })
      .select(STATE_COLUMNS),
  );
  return parseRow(boardStateSchema, row);
}

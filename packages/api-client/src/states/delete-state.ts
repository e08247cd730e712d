import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

/** A workflow state to delete, and where its tasks go. */
export interface StateDelete {
  stateId: string;
  /**
   * Another state of the same board that receives the state's tasks, at its end and in their
   * order. Needed when the state holds tasks.
   */
  moveTo?: string | null;
}

/**
 * Deletes a workflow state (RPC `delete_board_state`, admins and the owner), first moving its
 * tasks to `moveTo`, all in one transaction: either everything happens or nothing does.
 *
 * @throws TandemError `state/has-tasks` when the state holds tasks and `moveTo` is absent;
 * `state/last-of-category` for the board's last state of its category; `data/invalid` for a
 * `moveTo` on another board or a move the category rule refuses (canceled → started);
 * `data/forbidden` for members and viewers; `data/not-found` for non-members.
 */
export async function deleteState(context: ClientContext, input: StateDelete): Promise<void> {
  const stateId = validateId(input?.stateId, 'stateId');
  const moveTo = input.moveTo == null ? null : validateId(input.moveTo, 'moveTo');
  await unwrap(
    context.supabase.rpc('delete_board_state', {
      state_id: stateId,
      ...(moveTo ? { move_to_state_id: moveTo } : {}),
    }),
  );
}

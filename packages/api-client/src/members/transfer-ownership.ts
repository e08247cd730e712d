import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateInput } from '../internal/validate.js';
import { type TransferOwnershipInput, transferOwnershipInputSchema } from './inputs.js';

/**
 * Hands ownership to an admin (RPC `transfer_ownership`, the owner only); the former owner
 * becomes an admin.
 *
 * @throws TandemError `data/forbidden` when the caller is not the owner or the new owner is
 * not an admin; `data/not-found` for non-members and unknown members.
 */
export async function transferOwnership(
  context: ClientContext,
  input: TransferOwnershipInput,
): Promise<void> {
  const { workspaceId, newOwnerId } = validateInput(transferOwnershipInputSchema, input);
  await unwrap(
    context.supabase.rpc('transfer_ownership', {
      workspace_id: workspaceId,
      new_owner_id: newOwnerId,
    }),
  );
}

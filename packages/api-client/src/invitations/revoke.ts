import { type Invitation, invitationSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Revokes a pending invitation (RPC `revoke_invitation`, admins and the owner) and returns it
 * with `revoked_at` set. Invitations are kept as history.
 *
 * @throws TandemError `invite/revoked` when it was already revoked; `invite/used` when it was
 * accepted; `data/not-found` when it does not exist or the caller is not an admin of its
 * workspace (members and viewers cannot see invitations at all).
 */
export async function revoke(context: ClientContext, invitationId: string): Promise<Invitation> {
  const invitation_id = validateId(invitationId, 'invitationId');
  const row = await unwrapOne(context.supabase.rpc('revoke_invitation', { invitation_id }));
  return parseRow(invitationSchema, row);
}

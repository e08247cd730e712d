import { type Invitation, invitationSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * The pending invitations of a workspace (neither accepted nor revoked, not expired), newest
 * first. Invitations carry their secret token, so only admins and the owner see any: for
 * other roles and non-members the list is empty.
 *
 * @param now - the clock expiry is judged by. Default: the current time.
 */
export async function listPending(
  context: ClientContext,
  workspaceId: string,
  now: Date = new Date(),
): Promise<Invitation[]> {
  const id = validateId(workspaceId, 'workspaceId');
  const rows = await unwrap(
    context.supabase
      .from('invitations')
      .select(columnsOf(invitationSchema))
      .eq('workspace_id', id)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .gt('expires_at', now.toISOString())
      .order('created_at', { ascending: false })
      .order('id'),
  );
  return parseRows(invitationSchema, rows ?? [], context.reportInvalidRow);
}

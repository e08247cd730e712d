import {
  createInvitationInputSchema,
  type Invitation,
  type InvitationRole,
  invitationSchema,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { duplicateOnField } from '../internal/duplicate-field.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';

/** An invitation to a workspace. */
export interface InvitationCreate {
  workspaceId: string;
  email: string;
  /** The role the invitee gets: `viewer`, `member` or `admin`. Default: `member`. */
  role?: InvitationRole;
}

/**
 * Invites an email address to a workspace (RPC `invite_member`, admins and the owner) and
 * returns the invitation with its token; share it with {@link linkFor}. The role defaults to
 * `member`; the invitation expires after 7 days.
 *
 * @throws TandemError `data/duplicate` with `fieldErrors.email` when the address is already a
 * member or has a pending invitation; `data/forbidden` for members and viewers;
 * `data/not-found` for non-members; `data/invalid` past 20 pending invitations, and with field
 * errors before any request; `invite/quota-exceeded` past 30 invitations created by the caller,
 * or 50 in the workspace, in the last hour (revoked ones count).
 */
export async function invite(context: ClientContext, input: InvitationCreate): Promise<Invitation> {
  const { workspace_id, email, role } = validateAsColumns(createInvitationInputSchema, input);
  const row = await duplicateOnField('email', () =>
    unwrapOne(context.supabase.rpc('invite_member', { workspace_id, email, role })),
  );
  return parseRow(invitationSchema, row);
}

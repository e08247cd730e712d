import { createInvitationInputSchema, type Invitation, invitationSchema } from '@tandem/schemas';
import type { z } from 'zod';
import type { ClientContext } from '../internal/context.js';
import { duplicateOnField } from '../internal/duplicate-field.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/** An invitation to send, as `invitations.invite` takes it; `role` defaults to `member`. */
export interface CreateInvitationInput extends z.input<typeof createInvitationInputSchema> {}

/**
 * Invites an email address to a workspace (RPC `invite_member`, admins and the owner) and
 * returns the invitation with its token; share it with {@link linkFor}. The role defaults to
 * `member`; the invitation expires after 7 days.
 *
 * @throws TandemError `data/duplicate` with `fieldErrors.email` when the address is already a
 * member or has a pending invitation; `data/forbidden` for members and viewers;
 * `data/not-found` for non-members; `data/invalid` past 20 pending invitations, and with field
 * errors before any request.
 */
export async function invite(
  context: ClientContext,
  input: CreateInvitationInput,
): Promise<Invitation> {
  const { workspace_id, email, role } = validateInput(createInvitationInputSchema, input);
  const row = await duplicateOnField('email', () =>
    unwrapOne(context.supabase.rpc('invite_member', { workspace_id, email, role })),
  );
  return parseRow(invitationSchema, row);
}

import {
  acceptInvitationInputSchema,
  invitationRoleSchema,
  invitationStateSchema,
  timestampSchema,
  uuidSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/** What an invitation link is for, as the invite page shows it before accepting. */
export const invitationInfoSchema = z.object({
  workspace_id: uuidSchema,
  workspace_name: z.string(),
  workspace_slug: z.string(),
  /** The invited address; only that (verified) address may accept. */
  email: z.string(),
  role: invitationRoleSchema,
  /** `expired` is derived from `expires_at` by the server's clock. */
  state: invitationStateSchema,
  expires_at: timestampSchema,
});

/** What an invitation link is for: workspace, invited address, role, state and expiry. */
export interface InvitationInfo extends z.infer<typeof invitationInfoSchema> {}

/**
 * Reads an invitation by its token (RPC `get_invitation`), for the `/invite/:token` page.
 * Anyone signed in who holds the token may read it, whatever their email address, so the page
 * can say "this invitation is for someone else".
 *
 * @throws TandemError `data/not-found` for an unknown token; `data/forbidden` when nobody is
 * signed in; `data/invalid` for an empty token, before any request.
 */
export async function getInvitation(
  context: ClientContext,
  token: string,
): Promise<InvitationInfo> {
  const input = validateInput(acceptInvitationInputSchema, { token });
  const row = await unwrapOne(context.supabase.rpc('get_invitation', { token: input.token }));
  return parseRow(invitationInfoSchema, row);
}

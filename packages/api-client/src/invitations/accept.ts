import { acceptInvitationInputSchema, workspaceMemberSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/** Where the app goes after accepting: the workspace joined. */
export interface AcceptedInvitation {
  workspace_id: string;
  /** For the redirect to `/w/:slug`. */
  workspace_slug: string;
}

const slugRowSchema = z.object({ slug: z.string() });

/**
 * Accepts an invitation as the signed-in user (RPC `accept_invitation`), who becomes a member
 * with the invited role, and returns the workspace to go to.
 *
 * @throws TandemError `invite/expired`, `invite/revoked`, `invite/used`, or
 * `invite/wrong-email` when the caller's verified address is not the invited one;
 * `data/duplicate` when the caller is already a member; `data/not-found` for an unknown token;
 * `data/invalid` for an empty token, before any request.
 */
export async function accept(context: ClientContext, token: string): Promise<AcceptedInvitation> {
  const input = validateInput(acceptInvitationInputSchema, { token });
  const membership = parseRow(
    workspaceMemberSchema,
    await unwrapOne(context.supabase.rpc('accept_invitation', { token: input.token })),
  );
  // The RPC returns the membership; the slug is readable now that the caller is a member.
  const workspace = parseRow(
    slugRowSchema,
    await unwrapOne(
      context.supabase.from('workspaces').select('slug').eq('id', membership.workspace_id),
    ),
  );
  return { workspace_id: membership.workspace_id, workspace_slug: workspace.slug };
}

import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateInput } from '../internal/validate.js';
import { type MemberRef, memberRefSchema } from './inputs.js';

/**
 * Removes a member (RPC `remove_member`): admins remove members and viewers, the owner also
 * admins; nobody removes the owner. Their tasks in the workspace become unassigned.
 *
 * @throws TandemError `data/forbidden` for a role that may not remove that member;
 * `data/not-found` for non-members and unknown members.
 */
export async function removeMember(context: ClientContext, input: MemberRef): Promise<void> {
  const { workspaceId, userId } = validateInput(memberRefSchema, input);
  await unwrap(
    context.supabase.rpc('remove_member', { workspace_id: workspaceId, user_id: userId }),
  );
}

import { type WorkspaceMember, workspaceMemberSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { type ChangeRoleInput, changeRoleInputSchema } from './inputs.js';

/**
 * Gives a member another role (RPC `change_member_role`): the owner sets anyone but
 * themselves to viewer, member or admin; an admin moves people between viewer and member.
 *
 * @throws TandemError `data/forbidden` for any other change (granting owner, an admin touching
 * admins, members and viewers); `data/not-found` for non-members and unknown members.
 */
export async function changeRole(
  context: ClientContext,
  input: ChangeRoleInput,
): Promise<WorkspaceMember> {
  const { workspaceId, userId, role } = validateInput(changeRoleInputSchema, input);
  const row = await unwrapOne(
    context.supabase.rpc('change_member_role', {
      workspace_id: workspaceId,
      user_id: userId,
      role,
    }),
  );
  return parseRow(workspaceMemberSchema, row);
}

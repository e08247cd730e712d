import type { MemberRole } from '@tandem/schemas';
import type { ClientContext } from './context.js';
import { currentUserId } from './current-user.js';
import { unwrap } from './unwrap.js';

/**
 * The signed-in user's role in `workspaceId`, or `undefined` when signed out or not a member.
 * Used only to explain a refusal row-level security already made (it filters refused rows out
 * instead of saying why), never to decide one.
 */
export async function callerRole(
  context: ClientContext,
  workspaceId: string,
): Promise<MemberRole | undefined> {
  const userId = await currentUserId(context);
  if (!userId) return undefined;
  const rows = await unwrap(
    context.supabase
      .from('workspace_members')
      .select('role')
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId)
      .limit(1),
  );
  return rows?.[0]?.role;
}

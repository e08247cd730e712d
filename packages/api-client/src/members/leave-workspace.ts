import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Leaves a workspace (RPC `leave_workspace`); the caller's tasks there become unassigned.
 *
 * @throws TandemError `data/forbidden` for the owner, who must transfer ownership first;
 * `data/not-found` when the caller is not a member.
 */
export async function leaveWorkspace(context: ClientContext, workspaceId: string): Promise<void> {
  const workspace_id = validateId(workspaceId, 'workspaceId');
  await unwrap(context.supabase.rpc('leave_workspace', { workspace_id }));
}

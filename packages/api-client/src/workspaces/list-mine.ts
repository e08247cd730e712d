import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { unwrap } from '../internal/unwrap.js';
import {
  MEMBERSHIP_USER,
  parseWorkspaceWithRole,
  WORKSPACE_WITH_ROLE_SELECT,
  type WorkspaceWithRole,
} from './with-role.js';

/**
 * The signed-in user's workspaces with their role in each, ordered by name. One request: the
 * membership is embedded, filtered to the caller.
 *
 * @throws TandemError `data/forbidden` when nobody is signed in.
 */
export async function listMine(context: ClientContext): Promise<WorkspaceWithRole[]> {
  const userId = await requireUserId(context);
  const rows = await unwrap(
    context.supabase
      .from('workspaces')
      .select(WORKSPACE_WITH_ROLE_SELECT)
      .eq(MEMBERSHIP_USER, userId)
      .order('name')
      .order('id'),
  );
  return (rows ?? []).map(parseWorkspaceWithRole);
}

import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';

/** Options of {@link NotificationsApi.unreadCount}. */
export interface UnreadCountOptions {
  /** Count only this workspace's notifications. Default: every workspace. */
  workspaceId?: string;
}

/**
 * How many of the signed-in user's inbox notifications are unread (a folded burst counts
 * once), counted by the database without fetching rows.
 */
export async function unreadNotificationCount(
  context: ClientContext,
  options: UnreadCountOptions = {},
): Promise<number> {
  let query = context.supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
    .eq('in_app', true);
  if (options.workspaceId) query = query.eq('workspace_id', options.workspaceId);
  // A head request: the count comes in the response's Content-Range, not as rows.
  const count = await unwrap(query.then((result) => ({ ...result, data: result.count })));
  return count ?? 0;
}

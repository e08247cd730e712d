import { type Notification, notificationSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrap, unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Marks one of the signed-in user's notifications read and returns it. Marking a read one
 * again keeps its first `read_at`.
 *
 * @throws TandemError `data/not-found` for someone else's notification or a missing one;
 * `data/invalid` for an id that is not a uuid, before any request.
 */
export async function markNotificationRead(
  context: ClientContext,
  notificationId: string,
): Promise<Notification> {
  const id = validateId(notificationId, 'notificationId');
  const row = await unwrapOne(
    context.supabase.rpc('mark_notification_read', { notification_id: id }),
  );
  return parseRow(notificationSchema, row);
}

/** Input of {@link NotificationsApi.markAllRead}. */
export interface MarkAllReadInput {
  /** Mark only this workspace's notifications. Default: every workspace. */
  workspaceId?: string;
}

/** Marks every unread notification of the signed-in user read; returns how many were. */
export async function markAllNotificationsRead(
  context: ClientContext,
  input: MarkAllReadInput = {},
): Promise<number> {
  const args = input.workspaceId
    ? { workspace_id: validateId(input.workspaceId, 'workspaceId') }
    : {};
  return (await unwrap(context.supabase.rpc('mark_all_notifications_read', args))) ?? 0;
}

import type { Notification } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { registryOf } from '../realtime/shared-registry.js';
import type { ChannelHandlers, ChannelSubscription } from '../realtime/types.js';
import { subscribeUser } from '../realtime/user-channel.js';

/** Handlers of {@link NotificationsApi.subscribe}; every one is optional. */
export interface NotificationHandlers extends ChannelHandlers {
  /**
   * A notification arrived, or an unread one folded another event in (`count` went up).
   * `old` is the row before a fold, `null` for a new one.
   */
  onNotification?: (notification: Notification, old: Notification | null) => void;
  /**
   * A notification changed otherwise: marked read here or in another tab. `old` is the row as
   * it was.
   */
  onNotificationUpdated?: (notification: Notification, old: Notification) => void;
  /**
   * A notification went away (its workspace was left, its invitation revoked, its kind turned
   * off in the inbox); `old` is the row as it was.
   */
  onNotificationDeleted?: (notificationId: string, old: Notification) => void;
}

/**
 * Follows the signed-in user's notifications live on their private topic `user:<id>`, which
 * only they may receive and where only the database writes (supabase/README.md,
 * "Notifications"), through the client's channel registry as every channel: one socket, its
 * token kept current, a channel the server closed rebuilt with the registry's backoff. Rows
 * kept only for the email are never sent. After a gap (a dropped connection) `onResync` asks
 * for a refetch.
 *
 * @throws TandemError `data/forbidden` when nobody is signed in.
 */
export async function subscribeNotifications(
  context: ClientContext,
  handlers: NotificationHandlers,
): Promise<ChannelSubscription> {
  const userId = await requireUserId(context);
  return subscribeUser(registryOf(context.supabase), userId, {
    onStatus: handlers.onStatus,
    onResync: handlers.onResync,
    onError: handlers.onError,
    // The database sends inbox rows only; should another reach here, it is still not the inbox's.
    onNotificationInserted: (notification) => {
      if (notification.in_app) handlers.onNotification?.(notification, null);
    },
    onNotificationUpdated: (notification, old) => {
      if (!notification.in_app) return;
      if (notification.count > old.count) handlers.onNotification?.(notification, old);
      else handlers.onNotificationUpdated?.(notification, old);
    },
    onNotificationDeleted: (old) => handlers.onNotificationDeleted?.(old.id, old),
  });
}

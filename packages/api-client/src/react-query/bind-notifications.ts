import type { Notification } from '@tandem/schemas';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import type { ChannelStatus } from '../realtime/types.js';
import { tandemKeys } from './keys.js';
import { forgetNotification, shiftUnreadCount, writeNotification } from './notification-cache.js';

/** Whether a row counts as unread in the bell (every row sent live is an inbox row). */
const unread = (n: Notification | null) => (n !== null && n.read_at === null ? 1 : 0);

/** Options of {@link bindNotificationsToCache}. */
export interface BindNotificationsOptions {
  /** Called with the channel's status (`connecting`, `live`, `reconnecting`, …). Default: none. */
  onStatus?: (status: ChannelStatus) => void;
}

/**
 * Keeps the cached inbox and unread count of the signed-in user live: each change of their
 * notifications arrives on their `user:<id>` topic and is written into the cache (no refetch):
 * a new one goes first in the inbox, a fold or a read mark replaces its row, a deleted one
 * leaves; the count moves by what the change did to the row's unread state, so a read mark
 * made in another tab lowers it here too. After every (re)join both are read again, since a
 * change between loading them and joining is in no event; after a gap (`resync`) too.
 *
 * @returns a function that unbinds (and leaves the channel when nobody else uses it).
 */
export function bindNotificationsToCache(
  queryClient: QueryClient,
  client: TandemClient,
  options: BindNotificationsOptions = {},
): () => void {
  // The inbox and the count; preferences are no part of what the topic carries.
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: tandemKeys.notificationList() });
    void queryClient.invalidateQueries({ queryKey: tandemKeys.unreadNotifications() });
  };
  /**
   * Writes `write` into the cache of `queryKey`, unless a read of it is under way: its answer
   * may predate the change and would overwrite the write, so it is read again instead.
   */
  const writeOrRefetch = (queryKey: QueryKey, write: () => void) => {
    if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
    else write();
  };
  const apply = (notification: Notification | null, old: Notification | null, id: string) => {
    writeOrRefetch(tandemKeys.notificationList(), () => {
      if (notification) writeNotification(queryClient, notification, old === null);
      else forgetNotification(queryClient, id);
    });
    writeOrRefetch(tandemKeys.unreadNotifications(), () =>
      shiftUnreadCount(queryClient, unread(notification) - unread(old)),
    );
  };

  let stopped = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  client.notifications
    .subscribe({
      onNotification: (notification, old) => apply(notification, old, notification.id),
      onNotificationUpdated: (notification, old) => apply(notification, old, notification.id),
      onNotificationDeleted: (id, old) => apply(null, old, id),
      onStatus: (status) => {
        if (status === 'live') refetch();
        options.onStatus?.(status);
      },
      onResync: refetch,
    })
    .then(
      (subscription) => {
        if (stopped) void subscription.unsubscribe();
        else unsubscribe = () => subscription.unsubscribe();
      },
      // Signed out meanwhile: there is no inbox to follow.
      () => undefined,
    );
  return () => {
    stopped = true;
    void unsubscribe?.();
  };
}

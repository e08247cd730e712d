import type { ClientContext } from '../internal/context.js';
import type { PageOptions } from '../internal/page.js';
import { listNotifications } from './list-notifications.js';
import {
  type MarkAllReadInput,
  markAllNotificationsRead,
  markNotificationRead,
} from './mark-read.js';
import {
  getNotificationPreferences,
  type NotificationChannelChoice,
  setNotificationPreference,
} from './preferences.js';
import { type NotificationHandlers, subscribeNotifications } from './subscribe-notifications.js';
import { type UnreadCountOptions, unreadNotificationCount } from './unread-count.js';

export type { MarkAllReadInput } from './mark-read.js';
export type { NotificationChannelChoice } from './preferences.js';
export type { NotificationHandlers } from './subscribe-notifications.js';
export type { UnreadCountOptions } from './unread-count.js';

/** The `notifications` namespace of the client. */
export type NotificationsApi = ReturnType<typeof createNotificationsApi>;

/**
 * Builds the `notifications` namespace: the signed-in user's inbox. Notifications are written
 * by the database only; the client reads them, marks them read and sets preferences.
 */
export function createNotificationsApi(context: ClientContext) {
  return {
    /** A page of 50 of the inbox, newest first; `nextCursor` loads older ones. */
    list: (options?: PageOptions) => listNotifications(context, options),
    /** How many inbox notifications are unread (optionally in one workspace). */
    unreadCount: (options?: UnreadCountOptions) => unreadNotificationCount(context, options),
    /** Marks one notification read and returns it. */
    markRead: (notificationId: string) => markNotificationRead(context, notificationId),
    /** Marks all unread ones read (optionally of one workspace); returns how many. */
    markAllRead: (input?: MarkAllReadInput) => markAllNotificationsRead(context, input),
    /** Per kind: whether it shows in the inbox and goes by email. */
    preferences: {
      /** Every kind's current choice, defaults included. */
      get: () => getNotificationPreferences(context),
      /** Saves the choice for one kind. */
      set: (input: NotificationChannelChoice) => setNotificationPreference(context, input),
    },
    /**
     * Follows the signed-in user's notifications live.
     *
     * @example
     * ```ts
     * const subscription = await tandem.notifications.subscribe({
     *   onNotification: () => refetchUnreadCount(),
     * });
     * await subscription.unsubscribe();
     * ```
     */
    subscribe: (handlers: NotificationHandlers) => subscribeNotifications(context, handlers),
  };
}

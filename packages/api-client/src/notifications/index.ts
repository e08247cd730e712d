import type { Notification } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { Page, PageOptions } from '../internal/page.js';
import type { ChannelSubscription } from '../realtime/types.js';
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

/** Per kind: whether it shows in the inbox and goes by email. */
export interface NotificationPreferencesApi {
  /** Every kind's current choice, defaults included. */
  get(): Promise<NotificationChannelChoice[]>;
  /** Saves the choice for one kind. */
  set(input: NotificationChannelChoice): Promise<NotificationChannelChoice>;
}

/**
 * The `notifications` namespace of the client: the signed-in user's inbox. Notifications are
 * written by the database only; the client reads them, marks them read and sets preferences.
 */
export interface NotificationsApi {
  /** A page of 50 of the inbox, newest first; `nextCursor` loads older ones. */
  list(options?: PageOptions): Promise<Page<Notification>>;
  /** How many inbox notifications are unread (optionally in one workspace). */
  unreadCount(options?: UnreadCountOptions): Promise<number>;
  /** Marks one notification read and returns it. */
  markRead(notificationId: string): Promise<Notification>;
  /** Marks all unread ones read (optionally of one workspace); returns how many. */
  markAllRead(input?: MarkAllReadInput): Promise<number>;
  /** Per kind: whether it shows in the inbox and goes by email. */
  readonly preferences: NotificationPreferencesApi;
  /**
   * Follows the signed-in user's notifications live, on their private `user:<id>` topic
   * through the client's channel registry. With TanStack Query, `bindNotificationsToCache`
   * (`@tandem/api-client/react-query`) writes them into the cached inbox and unread count.
   *
   * @example
   * ```ts
   * const subscription = await tandem.notifications.subscribe({
   *   onNotification: (notification) => showToast(notification),
   * });
   * await subscription.unsubscribe();
   * ```
   */
  subscribe(handlers: NotificationHandlers): Promise<ChannelSubscription>;
}

/** Builds the `notifications` namespace over the shared client context. */
export function createNotificationsApi(context: ClientContext): NotificationsApi {
  return {
    list: (options?: PageOptions) => listNotifications(context, options),
    unreadCount: (options?: UnreadCountOptions) => unreadNotificationCount(context, options),
    markRead: (notificationId: string) => markNotificationRead(context, notificationId),
    markAllRead: (input?: MarkAllReadInput) => markAllNotificationsRead(context, input),
    preferences: {
      get: () => getNotificationPreferences(context),
      set: (input: NotificationChannelChoice) => setNotificationPreference(context, input),
    },
    subscribe: (handlers: NotificationHandlers) => subscribeNotifications(context, handlers),
  };
}

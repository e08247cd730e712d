import type { Notification } from '@tandem/schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '../internal/page.js';
import { tandemKeys } from './keys.js';

type Inbox = InfiniteData<Page<Notification>, string | undefined>;

/**
 * Writes a notification into the cached inbox: replaced where a loaded page has it, else, when
 * `isNew`, put first on the first page (the inbox's pages are newest first). An inbox not
 * cached is left alone: its first read fetches it.
 */
export function writeNotification(
  queryClient: QueryClient,
  notification: Notification,
  isNew = false,
): void {
  queryClient.setQueryData<Inbox>(tandemKeys.notificationList(), (inbox) => {
    if (!inbox) return inbox;
    const has = inbox.pages.some((page) => page.items.some((n) => n.id === notification.id));
    if (!has && !isNew) return inbox;
    return {
      ...inbox,
      pages: inbox.pages.map((page, index) => {
        if (has) {
          return page.items.some((n) => n.id === notification.id)
            ? {
                ...page,
                items: page.items.map((n) => (n.id === notification.id ? notification : n)),
              }
            : page;
        }
        return index === 0 ? { ...page, items: [notification, ...page.items] } : page;
      }),
    };
  });
}

/** Takes a notification out of the cached inbox (deleted, or its kind turned off there). */
export function forgetNotification(queryClient: QueryClient, notificationId: string): void {
  queryClient.setQueryData<Inbox>(tandemKeys.notificationList(), (inbox) =>
    inbox
      ? {
          ...inbox,
          pages: inbox.pages.map((page) => ({
            ...page,
            items: page.items.filter((n) => n.id !== notificationId),
          })),
        }
      : inbox,
  );
}

/** Moves the cached unread count by `delta` (never below none); uncached, it stays so. */
export function shiftUnreadCount(queryClient: QueryClient, delta: number): void {
  if (delta === 0) return;
  queryClient.setQueryData<number>(tandemKeys.unreadNotifications(), (count) =>
    count === undefined ? count : Math.max(0, count + delta),
  );
}

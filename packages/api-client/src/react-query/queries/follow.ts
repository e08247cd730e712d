import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { infiniteQueryOptions, queryOptions } from '../options.js';

/** The `queryOptions` of the inbox and who watches a task (see `tandemQueries`). */
export function followQueries(client: TandemClient) {
  return {
    notifications: {
      list: () =>
        infiniteQueryOptions({
          queryKey: tandemKeys.notificationList(),
          queryFn: ({ pageParam }) => client.notifications.list({ cursor: pageParam }),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.nextCursor ?? undefined,
        }),
      unreadCount: () =>
        queryOptions({
          queryKey: tandemKeys.unreadNotifications(),
          queryFn: () => client.notifications.unreadCount(),
        }),
      preferences: () =>
        queryOptions({
          queryKey: tandemKeys.notificationPreferences(),
          queryFn: () => client.notifications.preferences.get(),
        }),
    },
    watchers: {
      list: (taskId: string) =>
        queryOptions({
          queryKey: tandemKeys.watchers(taskId),
          queryFn: () => client.watchers.list({ taskId }),
        }),
    },
  };
}

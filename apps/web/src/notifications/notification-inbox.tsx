import { tandemKeys, writeNotification } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import { type InboxNotification, NotificationList } from '@tandem/ui/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { notificationHref } from './notification-href';
import { useNotificationNames } from './use-notification-names';

/** Props of {@link NotificationInbox}. */
export interface NotificationInboxProps {
  /** Called once a notification was opened (to close the popover). */
  onOpened?: () => void;
}

/**
 * The signed-in user's inbox: their notifications with current names, each marked read and
 * routed to its task or workspace when opened; "Mark all read"; older pages on request.
 */
export function NotificationInbox({ onOpened }: NotificationInboxProps) {
  const tandem = useTandem();
  const queries = useTandemQueries();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteQuery(queries.notifications.list());
  const notifications = useMemo(
    () => (list.data?.pages ?? []).flatMap((page) => page.items),
    [list.data],
  );
  const { names, slugOf } = useNotificationNames(notifications);

  // Read again after a mark, whether or not its live event arrives: the channel may be
  // rejoining, and the count must not wait for it.
  const refresh = () => queryClient.invalidateQueries({ queryKey: tandemKeys.notifications() });
  // The row shows read at once.
  const markRead = async (n: InboxNotification) => {
    writeNotification(queryClient, await tandem.notifications.markRead(n.id));
    await refresh();
  };

  return (
    <>
      <NotificationList
        notifications={notifications}
        names={names}
        href={(n) => notificationHref(n, slugOf) ?? '/'}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        onOpen={(n, event) => {
          event.preventDefault();
          if (n.read_at === null) void markRead(n).catch(() => undefined);
          onOpened?.();
          void navigate({ href: notificationHref(n, slugOf) ?? '/' });
        }}
        onMarkRead={(n) => void markRead(n).catch(() => undefined)}
        onMarkAllRead={() => void tandem.notifications.markAllRead().then(refresh, () => undefined)}
      />
      {list.hasNextPage ? (
        <div className="flex justify-center border-border border-t p-2">
          <Button
            size="sm"
            variant="ghost"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load older notifications
          </Button>
        </div>
      ) : null}
    </>
  );
}

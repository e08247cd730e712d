import { tandemKeys } from '@tandem/api-client/react-query';
import {
  type InboxNotification,
  NotificationList,
  type NotificationNames,
} from '@tandem/ui/notifications';
import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { notificationHref } from './notification-href';

/** Props of {@link NotificationInbox}. */
export interface NotificationInboxProps {
  /** Called once a notification was opened (to close the popover). */
  onOpened?: () => void;
}

/**
 * The signed-in user's inbox: their notifications with current names, each marked read and
 * routed to its task or workspace when opened; "Mark all read".
 */
export function NotificationInbox({ onOpened }: NotificationInboxProps) {
  const tandem = useTandem();
  const queries = useTandemQueries();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteQuery(queries.notifications.list());
  const workspaces = useQuery(queries.workspaces.mine());
  const notifications = useMemo(
    () => (list.data?.pages ?? []).flatMap((page) => page.items),
    [list.data],
  );
  const actorIds = useMemo(
    () => [...new Set(notifications.flatMap((n) => (n.actor_id ? [n.actor_id] : [])))],
    [notifications],
  );
  const profiles = useQueries({
    queries: actorIds.map((id) => queries.profiles.get(id)),
    combine: (results) => results.map((result) => result.data),
  });
  const names = useMemo<NotificationNames>(() => {
    const people = new Map(
      profiles.flatMap((p) =>
        p
          ? [
              [
                p.id,
                {
                  name: p.display_name,
                  avatarUrl: tandem.profiles.avatarUrl(p.avatar_path, AVATAR_THUMBNAIL),
                },
              ] as const,
            ]
          : [],
      ),
    );
    const workspaceNames = new Map((workspaces.data ?? []).map((w) => [w.id, w.name]));
    return { person: (id) => people.get(id), workspace: (id) => workspaceNames.get(id) };
  }, [tandem, workspaces.data, profiles]);
  const slugOf = useCallback(
    (workspaceId: string) => workspaces.data?.find((w) => w.id === workspaceId)?.slug,
    [workspaces.data],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: tandemKeys.notifications() });
  const markRead = async (n: InboxNotification) => {
    await tandem.notifications.markRead(n.id);
    await refresh();
  };

  return (
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
  );
}

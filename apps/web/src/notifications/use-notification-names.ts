import type { Notification } from '@tandem/schemas';
import type { NotificationNames } from '@tandem/ui/notifications';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { AVATAR_THUMBNAIL } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';

/**
 * The current names the inbox words notifications with: their actors' (profiles, read once
 * each) and their workspaces', and each workspace's slug for links.
 */
export function useNotificationNames(notifications: readonly Notification[]) {
  const tandem = useTandem();
  const queries = useTandemQueries();
  const workspaces = useQuery(queries.workspaces.mine());
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

  return { names, slugOf };
}

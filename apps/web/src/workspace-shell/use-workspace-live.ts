import type { WorkspaceWithRole } from '@tandem/api-client';
import { isTandemError } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { toast } from '@tandem/ui/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { whenFirstLive } from '../lib/when-first-live';
import { isDepartingOnPurpose } from './departures';
import { followBoardArchive } from './follow-board-archive';
import { followLabelFilter } from './follow-label-filter';
import { announceRoleChange } from './follow-role-change';

/**
 * Follows the workspace's channel while one of its pages is open, so membership changes reach
 * this person at once: a new role is read again (the screens then offer only what it allows),
 * the member list follows joins and departures, the label set follows additions, renames,
 * recolours, merges and deletions, and a member who is removed (or whose channel
 * the server now refuses) is taken to their workspaces with a message, once a read of their
 * membership confirms it. A changed role is said in a toast; a board archived while open is
 * left for the workspace's boards, with a message.
 */
export function useWorkspaceLive(workspace: WorkspaceWithRole): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const router = useRouter();
  const queries = useTandemQueries();
  const self = useQuery(queries.user()).data?.id;
  const { id, slug, name } = workspace;

  useEffect(() => {
    if (!self) return;
    let removed = false;
    const members = () => queryClient.invalidateQueries({ queryKey: tandemKeys.members(id) });
    const leave = () => {
      if (removed || isDepartingOnPurpose(id)) return;
      removed = true;
      toast.error(`You were removed from ${name}.`, { id: `removed-from-${id}` });
      void router.navigate({ to: '/workspaces', replace: true }).then(() => {
        // Only now: the pages of the workspace would otherwise fetch it again and fail.
        queryClient.removeQueries({ queryKey: tandemKeys.workspace(slug) });
        void queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() });
      });
    };
    /** Reads the caller's membership again; not being a member any more means removed. */
    const recheck = async () => {
      const bySlug = queries.workspaces.bySlug(slug);
      const before = queryClient.getQueryData(bySlug.queryKey)?.role;
      try {
        const now = await queryClient.fetchQuery({ ...bySlug, staleTime: 0 });
        announceRoleChange(name, before, now.role);
        void members();
      } catch (error) {
        if (isTandemError(error, 'data/not-found')) leave();
      }
    };
    const labels = () => queryClient.invalidateQueries({ queryKey: tandemKeys.labels(id) });
    // Both lists (with and without the archived boards) share this prefix.
    const boards = () =>
      queryClient.invalidateQueries({ queryKey: tandemKeys.boards(id).slice(0, -1) });
    const subscription = tandem.realtime.subscribeWorkspace(id, {
      onStatus: whenFirstLive(() => void recheck()),
      onLabelInserted: () => void labels(),
      onLabelUpdated: (label, old) => {
        void labels();
        if (label.name !== old.name) followLabelFilter(router, old.name, label.name);
      },
      onLabelDeleted: (old) => {
        void labels();
        followLabelFilter(router, old.name, undefined);
      },
      onBoardInserted: () => void boards(),
      onBoardUpdated: (board) => {
        const details = queries.boards.get(board.id).queryKey;
        const wasArchived = Boolean(queryClient.getQueryData(details)?.archived_at);
        queryClient.setQueryData(details, board);
        void boards();
        followBoardArchive(router, slug, board, wasArchived);
      },
      onMemberJoined: () => void members(),
      onMemberUpdated: (member) => {
        void members();
        if (member.user_id === self) void recheck();
      },
      onMemberLeft: (old) => {
        // "You were removed" is only ever said on the server's word: the departure is
        // confirmed by reading the caller's membership again, never taken from the channel.
        if (old.user_id === self) void recheck();
        else void members();
      },
      onResync: () => {
        void recheck();
        void labels();
      },
      onError: (error) => {
        if (isTandemError(error, 'data/forbidden')) void recheck();
      },
    });
    return () => void subscription.unsubscribe();
  }, [tandem, queries, queryClient, router, self, id, slug, name]);
}

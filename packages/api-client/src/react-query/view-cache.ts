import type { SavedView } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { tandemKeys } from './keys.js';

/** Board order of views: position (code-unit order, as Postgres' `collate "C"`), then id. */
function byBoardOrder(a: SavedView, b: SavedView): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Writes a view into its board's cached views (added or replaced by id, kept in board order):
 * one that arrived live, or one this client saved. A board whose views are not cached is left
 * alone: its first read fetches them.
 */
export function writeView(queryClient: QueryClient, view: SavedView): void {
  queryClient.setQueryData<SavedView[]>(tandemKeys.boardViews(view.board_id), (views) =>
    views
      ? [...views.filter((existing) => existing.id !== view.id), view].sort(byBoardOrder)
      : views,
  );
}

/** Takes a view out of its board's cached views (deleted, or no longer shared). */
export function forgetView(queryClient: QueryClient, view: Pick<SavedView, 'id' | 'board_id'>) {
  queryClient.setQueryData<SavedView[]>(tandemKeys.boardViews(view.board_id), (views) =>
    views?.filter((existing) => existing.id !== view.id),
  );
}

/**
 * Keeps a board's cached views live: shared views others save, change, unshare or delete
 * arrive over the board's channel and are written into the cache. After every (re)join the
 * views are read again, since a change between loading and joining is in no event. A view
 * another member makes personal leaves the cache unless it is the caller's own.
 *
 * @returns a function that unbinds (and leaves the channel when nobody else uses it).
 */
export function bindViewsToCache(
  queryClient: QueryClient,
  client: TandemClient,
  boardId: string,
  selfId: string,
): () => void {
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: tandemKeys.boardViews(boardId) });
  const subscription = client.realtime.subscribeBoard(boardId, {
    onViewInserted: (view) => writeView(queryClient, view),
    onViewUpdated: (view) => writeView(queryClient, view),
    onViewDeleted: (old) => {
      // The caller's own view made personal (in another tab) is still theirs: read it again.
      if (old.owner_id === selfId) refetch();
      else forgetView(queryClient, old);
    },
    onStatus: (state) => {
      if (state === 'live') refetch();
    },
    onResync: refetch,
  });
  return () => void subscription.unsubscribe();
}

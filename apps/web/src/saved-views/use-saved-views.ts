import { bindViewsToCache } from '@tandem/api-client/react-query';
import type { SavedView } from '@tandem/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { savedViewDeleteKey } from '../undo/deferred-deletes';
import { useDeferredDeleteKeys } from '../undo/use-deferred-deletes';

/** The views of a board the signed-in person sees, as the Views menu lists them. */
export interface BoardViews {
  /** Their own personal views, in board order. */
  mine: SavedView[];
  /** Every shared view (theirs and others'), in board order. */
  shared: SavedView[];
  /** Whether the list has loaded. */
  loaded: boolean;
}

const NONE: SavedView[] = [];

/**
 * A board's saved views, kept live: shared views others save, rename or delete arrive over the
 * board's channel. Views whose delete is held for undo are left out already.
 */
export function useSavedViews(boardId: string, selfId: string | undefined): BoardViews {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const query = useQuery(useTandemQueries().views.list(boardId));
  const held = useDeferredDeleteKeys();
  useEffect(() => {
    if (!selfId) return;
    return bindViewsToCache(queryClient, tandem, boardId, selfId);
  }, [queryClient, tandem, boardId, selfId]);
  const views = query.data ?? NONE;
  return useMemo(() => {
    const shown = views.filter((view) => !held.has(savedViewDeleteKey(view.id)));
    return {
      mine: shown.filter((view) => !view.shared && view.owner_id === selfId),
      shared: shown.filter((view) => view.shared),
      loaded: query.isSuccess,
    };
  }, [views, held, selfId, query.isSuccess]);
}

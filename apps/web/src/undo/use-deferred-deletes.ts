import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';
import {
  deferredDeleteKeys,
  resumeDeferredDeletes,
  subscribeDeferredDeletes,
} from './deferred-deletes';

/** The keys of the deletes held for undo, here or in another tab: hide what they delete. */
export function useDeferredDeleteKeys(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeDeferredDeletes, deferredDeleteKeys);
}

/** Finishes the signed-in user's deletes that a page closed during the undo window left. */
export function useResumeDeferredDeletes(): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const userId = useQuery(useTandemQueries().user()).data?.id;
  useEffect(() => {
    if (userId) resumeDeferredDeletes(tandem, queryClient, userId);
  }, [tandem, queryClient, userId]);
}

import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../../client.js';

/** What every namespace's mutations are built over: the client, its cache, and a refresh. */
export interface MutationsContext {
  readonly client: TandemClient;
  readonly queryClient: QueryClient;
  /** Marks the queries under `queryKey` stale, refetching those in use. */
  readonly invalidate: (queryKey: readonly unknown[]) => Promise<void>;
}

/** The context for `client` over `queryClient`. */
export function mutationsContext(client: TandemClient, queryClient: QueryClient): MutationsContext {
  return {
    client,
    queryClient,
    invalidate: (queryKey) => queryClient.invalidateQueries({ queryKey }),
  };
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The persisted cache's code, a chunk of its own (IndexedDB, the persister), fetched once. */
export const loadQueryPersister = () => import('./query-persister');

/**
 * Opens the persisted query cache for the signed-in user, before any page's loader reads: the
 * queries a return visit paints from get their persister, and another user's cache on this
 * browser is emptied first, so no account ever sees another's data.
 */
export async function claimPersistedCache(queryClient: QueryClient, userId: string): Promise<void> {
  const cache = await loadQueryPersister();
  cache.persistQueries(queryClient);
  await cache.claimCache(userId);
}

/**
 * What the persisted cache holds for `queryKeys`, put into `queryClient` (see
 * `restoreQueries`); a failure to read it leaves the queries to fetch from the server.
 */
export async function restorePersistedQueries(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
): Promise<void> {
  try {
    const cache = await loadQueryPersister();
    await cache.restoreQueries(queryClient, queryKeys);
  } catch {
    // Unreadable: the queries fetch from the server instead.
  }
}

/** Empties the persisted cache: signing out, or a session that expired. */
export async function forgetPersistedCache(): Promise<void> {
  const cache = await loadQueryPersister();
  cache.cancelPendingWrites();
  await cache.forgetCache();
}

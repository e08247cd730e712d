import type { QueryClient } from '@tanstack/react-query';

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

/** Empties the persisted cache: signing out, or a session that expired. */
export async function forgetPersistedCache(): Promise<void> {
  const cache = await loadQueryPersister();
  cache.cancelPendingWrites();
  await cache.forgetCache();
}

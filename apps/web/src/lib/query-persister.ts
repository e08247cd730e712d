import { tandemKeys } from '@tandem/api-client/react-query';
import {
  experimental_createQueryPersister,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import {
  hashKey,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { cacheStorage } from './cache-storage';
import { CACHE_VERSION } from './cache-version';

export { claimCache, forgetCache } from './cache-storage';

/** A board not opened for a week is fetched afresh rather than painted from a week-old copy. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a live change waits before the persisted copy follows it (changes come in bursts). */
const PERSIST_DELAY_MS = 1_000;

/**
 * The queries a return visit paints from: each board's tasks and columns, and the members and
 * labels its cards name. What decides whether a page exists (a workspace by slug, a board's own
 * row, the workspace list) is always read from the server, so a renamed, deleted or left
 * workspace or board is never shown from an old copy; those reads are small and run beside
 * each other, while the tasks are the large read the cache saves.
 */
const PERSISTED_PREFIXES: readonly QueryKey[] = [
  [...tandemKeys.all, 'members'],
  [...tandemKeys.all, 'labels'],
  tandemKeys.anyBoard(),
];

/** Of a board's queries, the ones kept: its tasks and its columns. */
const PERSISTED_BOARD_PARTS = new Set(['tasks', 'states']);

function isPersisted(queryKey: QueryKey): boolean {
  if (queryKey[1] !== 'board') return true;
  return PERSISTED_BOARD_PARTS.has(String(queryKey[3]));
}

/**
 * The persister on IndexedDB. This module is a chunk of its own: the sign-in page never loads
 * it, and a signed-in page fetches it beside the client's code (see main.tsx).
 */
const persister = experimental_createQueryPersister<PersistedQuery>({
  storage: cacheStorage,
  // An entry of another client release or database schema is deleted when read, never painted.
  buster: CACHE_VERSION,
  maxAge: MAX_AGE_MS,
  prefix: 'tandem',
  // IndexedDB keeps structured clones: no JSON text in between.
  serialize: (query) => query,
  deserialize: (stored) => stored,
  filters: { predicate: (query) => isPersisted(query.queryKey) },
});

const pending = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Keeps the persisted copy of a query in step with what live changes and optimistic writes put
 * in the cache (the persister itself writes only after a fetch), a second after the last change.
 * While a write of this page is unanswered the copy waits: what is kept must be what the server
 * holds, or a page reopened after closing with unsent changes would show them as saved.
 */
function persistLater(queryClient: QueryClient, query: Query): void {
  clearTimeout(pending.get(query.queryHash));
  pending.set(
    query.queryHash,
    setTimeout(() => {
      pending.delete(query.queryHash);
      if (queryClient.isMutating() > 0) persistLater(queryClient, query);
      else if (query.state.status === 'success') void persister.persistQuery(query);
    }, PERSIST_DELAY_MS),
  );
}

/** Drops the writes still waiting (the cache is being emptied). */
export function cancelPendingWrites(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
}

const persisted = new WeakSet<QueryClient>();

/**
 * Gives the queries a return visit paints from a persister on IndexedDB: a board opened before
 * shows its last known tasks at once and revalidates (the refetch keeps live changes that arrive
 * meanwhile). Once per client; nothing is read or written until the cache has an owner.
 */
export function persistQueries(queryClient: QueryClient): void {
  if (persisted.has(queryClient)) return;
  persisted.add(queryClient);
  for (const queryKey of PERSISTED_PREFIXES) {
    queryClient.setQueryDefaults(queryKey, { persister: persister.persisterFn });
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.action.manual) return;
    const { query } = event;
    if (query.options.persister === persister.persisterFn && isPersisted(query.queryKey)) {
      persistLater(queryClient, query);
    }
  });
}

/** The persisted copy of a query, as the persister reads it (none when expired or of an older client). */
function retrievePersisted(queryKey: QueryKey): Promise<PersistedQuery | undefined> {
  return new Promise((resolve, reject) => {
    persister.retrieveQuery(hashKey(queryKey), resolve).then((data) => {
      if (data === undefined) resolve(undefined);
    }, reject);
  });
}

/**
 * Puts the persisted copies of `queryKeys` into `queryClient`, where it holds no newer data, and
 * resolves once each has been read. A page's loader awaits it so that a return visit renders
 * once, with what the last visit kept, instead of empty and again when each copy comes in.
 * `hydrate` writes them as a restore, not a change, so they are not written back; the queries
 * revalidate when next fetched, as restored ones do.
 */
export async function restoreQueries(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
): Promise<void> {
  const wanted = queryKeys.filter(
    (queryKey) => isPersisted(queryKey) && queryClient.getQueryData(queryKey) === undefined,
  );
  const found = await Promise.all(wanted.map(retrievePersisted));
  const queries = found.flatMap((query) =>
    query ? [{ ...query, dehydratedAt: query.state.dataUpdatedAt }] : [],
  );
  if (queries.length) hydrate(queryClient, { mutations: [], queries });
}

import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import { clear, createStore, del, entries, get, set } from 'idb-keyval';

/** The IndexedDB store that holds the persisted query cache: one database, one object store. */
const store = createStore('tandem-cache', 'queries');

/** Whose cache the store holds; another user signing in on this browser finds it emptied. */
const OWNER_KEY = 'tandem.cache-owner';

let owner: string | null = null;

function storedOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function rememberOwner(userId: string | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Storage disabled: the owner is still known for this page's life.
  }
}

/**
 * Makes `userId` the owner of the persisted cache. When it is not the user whose data the store
 * holds (another account signed in on this browser), the store is emptied first, so one
 * account's boards are never read back for another. Returns once that is done.
 */
export async function claimCache(userId: string): Promise<void> {
  if (owner === userId) return;
  const previous = storedOwner();
  owner = null;
  if (previous !== userId) {
    await clear(store).catch(() => undefined);
    rememberOwner(userId);
  }
  owner = userId;
}

/** Empties the persisted cache and forgets its owner (signing out, a session that expired). */
export async function forgetCache(): Promise<void> {
  owner = null;
  rememberOwner(null);
  await clear(store).catch(() => undefined);
}

/**
 * The persister's storage: IndexedDB through idb-keyval, which stores structured clones (no
 * JSON round trip for a 5,000-task board). With no owner (signed out, or not yet known) it reads
 * nothing and writes nothing.
 */
export const cacheStorage: AsyncStorage<PersistedQuery> = {
  getItem: (key) => (owner ? get<PersistedQuery>(key, store) : undefined),
  setItem: (key, value) => (owner ? set(key, value, store) : undefined),
  removeItem: (key) => del(key, store),
  entries: () => entries<string, PersistedQuery>(store),
};

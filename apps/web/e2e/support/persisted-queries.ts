import type { Page } from '@playwright/test';

/** What a test reads of one query the app persisted in this browser's IndexedDB. */
export interface KeptQuery {
  /** The entry's key in the store (`tandem-` and the query's hash). */
  key: string;
  /** The cache version the app wrote it under. */
  buster: string;
}

/** How {@link rewriteKeptQuery} changes an entry, as a copy kept by an older app would differ. */
export interface Rewrite {
  /** The cache version to store it under. */
  buster: string;
  /** Every string equal to `from` in the entry's data becomes `to` (a task's title, say). */
  from: string;
  to: string;
}

/**
 * In the page: finds the persisted entry whose key contains `keyPart` in the store that
 * `src/lib/cache-storage.ts` opens (database `tandem-cache`, store `queries`), rewrites it when
 * `rewrite` is given, and tells what it holds. The data is changed inside the page, so whatever
 * IndexedDB holds (maps, dates) stays as it was.
 */
async function keptQueryInPage({
  keyPart,
  rewrite,
}: {
  keyPart: string;
  rewrite?: Rewrite;
}): Promise<KeptQuery | undefined> {
  const answer = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onerror = () => reject(request.error);
      request.onsuccess = () => resolve(request.result);
    });
  const swap = (value: unknown, from: string, to: string): unknown => {
    if (value === from) return to;
    if (Array.isArray(value)) return value.map((item) => swap(item, from, to));
    if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, swap(v, from, to)]));
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, from, to)]));
    }
    return value;
  };
  if (!(await indexedDB.databases()).some((database) => database.name === 'tandem-cache')) {
    return undefined;
  }
  const database = await answer(indexedDB.open('tandem-cache'));
  try {
    if (!database.objectStoreNames.contains('queries')) return undefined;
    const store = database.transaction('queries', 'readwrite').objectStore('queries');
    const key = (await answer(store.getAllKeys())).map(String).find((k) => k.includes(keyPart));
    if (key === undefined) return undefined;
    const entry = await answer<{ buster: string; state: { data: unknown } }>(store.get(key));
    if (rewrite) {
      const data = swap(entry.state.data, rewrite.from, rewrite.to);
      await answer(
        store.put({ ...entry, buster: rewrite.buster, state: { ...entry.state, data } }, key),
      );
    }
    return { key, buster: entry.buster };
  } finally {
    database.close();
  }
}

/** The persisted entry whose key contains `keyPart`, or `undefined` while there is none. */
export function readKeptQuery(page: Page, keyPart: string): Promise<KeptQuery | undefined> {
  return page.evaluate(keptQueryInPage, { keyPart });
}

/**
 * Rewrites the persisted entry whose key contains `keyPart` in place, as if an app of another
 * cache version had kept other rows: its `buster` and the matching strings of its data change,
 * nothing else does. Resolves to the entry as it was.
 */
export function rewriteKeptQuery(
  page: Page,
  keyPart: string,
  rewrite: Rewrite,
): Promise<KeptQuery | undefined> {
  return page.evaluate(keptQueryInPage, { keyPart, rewrite });
}

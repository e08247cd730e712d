import type { SchemaCache } from './schema-cache.js';

/** Entries kept per schema cache; the oldest goes first when full. */
const LIMIT = 512;

/**
 * Plans by request shape, as PostgREST keeps its plans: a read's statement depends only on
 * the schema cache and on the request (path, query string, format, range, count), never on
 * the caller, so one plan serves every request of that shape until the schema changes. A new
 * schema cache empties it.
 */
export class PlanCache<T> {
  #owner: SchemaCache | undefined;
  readonly #entries = new Map<string, T>();

  /** The plan for `key` under `cache`, built (and kept) on first use. */
  get(cache: SchemaCache, key: string, build: () => T): T {
    if (cache !== this.#owner) {
      this.#entries.clear();
      this.#owner = cache;
    }
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    if (this.#entries.size >= LIMIT) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
    return value;
  }
}

import type { Queryable } from '@supabase/postgrest-typegen/introspection';
import pg from 'pg';
import type { DbEngine } from '../db/engine.js';

/**
 * The database types are generated from: this backend's own engine (either kind), or a
 * PostgreSQL connection URL — a server's, or that of PGlite's Postgres port (`--db-port`).
 */
export type TypegenSource = { db: DbEngine } | { connection: string };

/**
 * Lets one query run at a time on a single connection. The introspection issues its queries
 * together; a `pg` client asked for a second query while one runs warns that pg 9 will refuse,
 * and one connection answers them in turn anyway.
 */
function oneAtATime(query: (sql: string) => Promise<{ rows: unknown[] }>): Queryable {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    query(sql) {
      const result = previous.then(() => query(sql));
      previous = result.catch(() => {});
      return result;
    },
  };
}

/**
 * Runs `read` with a connection to `source` that postgrest-typegen's introspection can query.
 * On an engine every query runs in one owner transaction, so all of them see one snapshot of
 * the catalog; a URL gets its own client, closed afterwards.
 */
export async function withCatalogConnection<T>(
  source: TypegenSource,
  read: (db: Queryable) => Promise<T>,
): Promise<T> {
  if ('db' in source) {
    return source.db.withAdmin((tx) => read(oneAtATime((sql) => tx.query(sql))));
  }
  const client = new pg.Client({ connectionString: source.connection });
  await client.connect();
  try {
    return await read(oneAtATime((sql) => client.query(sql)));
  } finally {
    await client.end();
  }
}

import { PGlite, types } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import {
  type DbEngine,
  identityStatement,
  type QueryResult,
  type RequestSettings,
  type Tx,
} from './engine.js';

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /** Directory holding the database files. Default: in memory (nothing persists). */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from instead of running initdb (memory only). */
  snapshot?: Blob;
  /** `search_path` of request transactions. Default `["public", "extensions"]`. */
  searchPath?: string[];
}

type PgliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

function wrapTx(tx: PgliteTx): Tx {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await tx.query<Row>(sql, params as unknown[]);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? 0,
        fields: result.fields,
      } satisfies QueryResult<Row>;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/**
 * Opens the embedded engine. PGlite has a single connection, so every transaction is
 * serialised through it by PGlite's own transaction lock.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<DbEngine & { pg: PGlite }> {
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.dataDir ? undefined : options.snapshot,
    extensions: { pgcrypto, uuid_ossp },
    // node-postgres returns int8 as a string (it may not fit a double); match it so both
    // engines hand surfaces the same values.
    parsers: { [types.INT8]: (value: string) => value },
  });
  const searchPath = options.searchPath ?? ['public', 'extensions'];
  let closed = false;

  const withRequest = <T>(identity: RequestSettings, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const { sql, params } = identityStatement(identity, searchPath);
    return pg.transaction(async (tx) => {
      await tx.query(sql, params);
      return fn(wrapTx(tx));
    });
  };

  return {
    kind: 'pglite',
    pg,
    withRequest,
    requestQuery<Row>(identity: RequestSettings, sql: string, params?: unknown[]) {
      // In process there is no round trip to save: the request transaction as usual.
      return withRequest(identity, (tx) => tx.query<Row>(sql, params));
    },
    withAdmin<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrapTx(tx)));
    },
    async listen(channel, handler) {
      const unlisten = await pg.listen(channel, (payload) => {
        try {
          handler(payload);
        } catch {
          // A failing subscriber must not disturb the engine or the other subscribers.
        }
      });
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

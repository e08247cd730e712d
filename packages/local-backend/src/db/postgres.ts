import pg from 'pg';
import {
  type DbEngine,
  identityStatement,
  OWNER_SEARCH_PATH,
  type QueryResult,
  type RequestLimits,
  type RequestSettings,
  type Tx,
} from './engine.js';
import { createPgListener } from './pg-listener.js';
import { pipelined } from './pg-pipeline.js';

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** Connection URL, e.g. `postgres://postgres@127.0.0.1:5432/app`. */
  url: string;
  /** Most connections the pool opens. Default `8`. */
  poolSize?: number;
  /** `search_path` of request transactions. Default `["public", "extensions"]`. */
  searchPath?: string[];
  /** Limits of request transactions. */
  limits?: RequestLimits;
}

type Prelude = { sql: string; params: unknown[] };

function resultOf<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

function wrapClient(client: pg.PoolClient): Tx {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return resultOf<Row>(await client.query(sql, params));
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * A pool whose every connection starts with Supabase's owner `search_path`, so migrations
 * and seed.sql find extension functions unqualified from the first statement on (the
 * per-role setting of the base schema only reaches connections opened after it).
 */
function createPool(options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 8,
    options: `-c search_path=${OWNER_SEARCH_PATH.replaceAll(' ', '')}`,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  return pool;
}

/** Runs `fn` in a transaction on a pooled connection, after `prelude` when given. */
async function inTransaction<T>(
  pool: pg.Pool,
  prelude: Prelude | undefined,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    if (prelude) await client.query(prelude.sql, prelude.params);
    const result = await fn(wrapClient(client));
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Runs one statement after the request settings in a single round trip. */
async function pipelinedRequest<Row>(
  pool: pg.Pool,
  settings: Prelude,
  sql: string,
  params: unknown[] | undefined,
): Promise<QueryResult<Row>> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return resultOf<Row>(await pipelined(client, settings, sql, params));
  } catch (error) {
    // A statement error leaves the connection ready (the Sync ended the transaction);
    // anything else may not have.
    if (!(error instanceof Error && 'code' in error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Opens a pooled engine on a PostgreSQL server. */
export async function openPostgres(options: PostgresOptions): Promise<DbEngine> {
  const pool = createPool(options);
  const searchPath = options.searchPath ?? ['public', 'extensions'];
  // Fail fast on a bad URL instead of at the first request.
  await pool.query('select 1');
  const listener = createPgListener(options.url);
  let closed = false;

  return {
    kind: 'postgres',
    url: options.url,
    withRequest(identity, fn) {
      return inTransaction(pool, identityStatement(identity, searchPath, options.limits), fn);
    },
    requestQuery(identity: RequestSettings, sql: string, params?: unknown[]) {
      return pipelinedRequest(
        pool,
        identityStatement(identity, searchPath, options.limits),
        sql,
        params,
      );
    },
    withAdmin(fn) {
      return inTransaction(pool, undefined, fn);
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

import pg from 'pg';
import {
  type DbEngine,
  identityStatement,
  type QueryResult,
  quoteIdent,
  type RequestIdentity,
  type Tx,
} from './engine.js';

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** Connection URL, e.g. `postgres://postgres@127.0.0.1:5432/app`. */
  url: string;
  /** Most connections the pool opens. Default `8`. */
  poolSize?: number;
  /** `search_path` of request transactions. Default `["public", "extensions"]`. */
  searchPath?: string[];
}

function wrapClient(client: pg.PoolClient): Tx {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return {
        rows: result.rows as Row[],
        rowCount: result.rowCount ?? 0,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      } satisfies QueryResult<Row>;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Opens a pooled engine on a PostgreSQL server. */
export async function openPostgres(options: PostgresOptions): Promise<DbEngine> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 8 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const searchPath = options.searchPath ?? ['public', 'extensions'];
  // Fail fast on a bad URL instead of at the first request.
  await pool.query('select 1');

  async function inTransaction<T>(
    prelude: { sql: string; params: unknown[] } | undefined,
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

  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: options.url });
    client.on('error', () => {});
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  return {
    kind: 'postgres',
    url: options.url,
    withRequest<T>(identity: RequestIdentity, fn: (tx: Tx) => Promise<T>) {
      return inTransaction(identityStatement(identity, searchPath), fn);
    },
    withAdmin<T>(fn: (tx: Tx) => Promise<T>) {
      return inTransaction(undefined, fn);
    },
    async listen(channel, handler) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteIdent(channel)}`);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current && current.size === 0 && !closed) {
          handlers.delete(channel);
          await client.query(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

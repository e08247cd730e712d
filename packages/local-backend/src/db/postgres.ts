import pg from 'pg';
import {
  type DbEngine,
  identityStatement,
  type QueryResult,
  quoteIdent,
  type RequestSettings,
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

function resultOf<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** The parts of node-postgres' connection a pipelined query writes to. */
interface WireConnection {
  parse(query: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  describe(msg: { type: 'P' | 'S'; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
}

/**
 * A statement preceded by the request settings in one pipeline: Parse/Bind/Describe/Execute of
 * the settings, then of the statement, then the one Sync node-postgres sends for it — one
 * write and one round trip. Until the Sync both run in the extended protocol's implicit
 * transaction: the settings are transaction-local to it, an error anywhere rolls it all
 * back, and the Sync commits. node-postgres corks the socket around `prepare`.
 */
class RequestPipeline extends pg.Query {
  constructor(
    private readonly settings: { sql: string; params: unknown[] },
    config: pg.QueryConfig,
  ) {
    super(config);
  }

  /** Always the extended protocol, even for a statement without parameters. */
  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: WireConnection): void {
    connection.parse({ text: this.settings.sql, types: [] });
    connection.bind({ values: this.settings.params });
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '', rows: 0 });
    (pg.Query.prototype as unknown as { prepare(c: WireConnection): void }).prepare.call(
      this,
      connection,
    );
  }
}

/** Runs `sql` after the request settings in one round trip; resolves with its own result. */
function pipelined(
  client: pg.PoolClient,
  settings: { sql: string; params: unknown[] },
  sql: string,
  params: unknown[] | undefined,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new RequestPipeline(settings, {
      text: sql,
      values: params ?? [],
      callback: (error: Error | null, results: pg.QueryResult | pg.QueryResult[]) => {
        if (error) reject(error);
        else resolve((Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult);
      },
    } as pg.QueryConfig);
    client.query(query as unknown as pg.QueryConfig);
  });
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

  let listener: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  const deliver = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // A failing subscriber must not stop delivery to the others.
      }
    }
  };

  // One dedicated connection carries every LISTEN. If it drops (server restart, network),
  // it is reopened and every channel listened to again.
  function listenerClient(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: options.url });
      const reconnect = () => {
        if (closed) return;
        listener = undefined;
        setTimeout(() => {
          if (closed || handlers.size === 0) return;
          listenerClient().catch(() => reconnect());
        }, 500);
      };
      client.on('error', () => {});
      client.on('end', reconnect);
      client.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
      return client;
    })();
    listener.catch(() => {
      listener = undefined;
    });
    return listener;
  }

  return {
    kind: 'postgres',
    url: options.url,
    withRequest<T>(identity: RequestSettings, fn: (tx: Tx) => Promise<T>) {
      return inTransaction(identityStatement(identity, searchPath), fn);
    },
    async requestQuery<Row>(identity: RequestSettings, sql: string, params?: unknown[]) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return resultOf<Row>(
          await pipelined(client, identityStatement(identity, searchPath), sql, params),
        );
      } catch (error) {
        // A statement error leaves the connection ready (the Sync ended the transaction);
        // anything else may not have.
        if (!(error instanceof Error && 'code' in error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    withAdmin<T>(fn: (tx: Tx) => Promise<T>) {
      return inTransaction(undefined, fn);
    },
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        set.add(handler);
        const client = await listenerClient();
        await client.query(`listen ${quoteIdent(channel)}`);
      } else {
        set.add(handler);
      }
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current && current.size === 0 && !closed) {
          handlers.delete(channel);
          const client = await listener?.catch(() => undefined);
          await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}

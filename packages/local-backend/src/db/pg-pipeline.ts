import pg from 'pg';

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

/**
 * Runs `sql` after the request settings in one round trip on `client`; resolves with the
 * statement's own result.
 */
export function pipelined(
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

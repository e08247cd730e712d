import type { PGlite } from '@electric-sql/pglite';
import {
  type DbEngine,
  identityStatement,
  OWNER_SEARCH_PATH,
  type QueryResult,
  type RequestLimits,
  type RequestSettings,
  type Tx,
} from './engine.js';
import { Mutex } from './mutex.js';
import { PgliteThread, type PgliteThreadTx } from './pglite-thread.js';
import { serveWire, type WireServer, type WireServerOptions } from './pglite-wire.js';

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /** Directory holding the database files. Default: in memory (nothing persists). */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from instead of running initdb (memory only). */
  snapshot?: Blob;
  /** `search_path` of request transactions. Default `["public", "extensions"]`. */
  searchPath?: string[];
  /** Limits of request transactions. */
  limits?: RequestLimits;
}

/** The embedded engine, with its PGlite instance and its Postgres port. */
export interface PgliteEngine extends DbEngine {
  /** PGlite, in its worker thread. */
  readonly pg: PgliteThread;
  /** Serves this database over the Postgres wire protocol until the engine closes. */
  serve(options: WireServerOptions): Promise<WireServer>;
}

function wrapTx(tx: PgliteThreadTx): Tx {
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

/** Handlers of each channel; one PGlite LISTEN per channel feeds them. */
class Channels {
  readonly handlers = new Map<string, Set<(payload: string) => void>>();
  /** Settles when each channel's LISTEN has run. */
  readonly listening = new Map<string, Promise<unknown>>();

  deliver = (channel: string, payload: string): void => {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // A failing subscriber must not disturb the engine or the other subscribers.
      }
    }
  };
}

/**
 * Opens the embedded engine. PGlite runs in a worker thread, so a long statement never stalls
 * the HTTP server. It has a single connection: the backend's transactions and the clients of
 * its Postgres port take turns through one lock, so none runs inside another.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteEngine> {
  const pg = await PgliteThread.start({
    dataDir: options.dataDir,
    snapshot: options.dataDir ? undefined : options.snapshot,
    // The per-role setting of the base schema reaches sessions started after it; PGlite's
    // one session started before.
    ownerSearchPath: OWNER_SEARCH_PATH,
  });
  const searchPath = options.searchPath ?? ['public', 'extensions'];
  const lock = new Mutex();
  const channels = new Channels();
  const wires = new Set<WireServer>();
  let closed = false;

  const transaction = <T>(fn: (tx: PgliteThreadTx) => Promise<T>) =>
    lock.run(() => pg.transaction(fn));
  const withRequest = <T>(identity: RequestSettings, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const { sql, params } = identityStatement(identity, searchPath, options.limits);
    return transaction(async (tx) => {
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
    withAdmin: (fn) => transaction((tx) => fn(wrapTx(tx))),
    listen: (channel, handler) => listenOn(pg, lock, channels, channel, handler, () => closed),
    async serve(serveOptions) {
      // The port drives PGlite through the methods the worker forwards.
      const wire = await serveWire(pg as unknown as PGlite, lock, channels.deliver, serveOptions);
      wires.add(wire);
      return wire;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const wire of wires) await wire.close();
      await lock.run(() => pg.close());
    },
  };
}

/** Adds a handler to `channel`, issuing LISTEN for its first one. */
async function listenOn(
  pg: PgliteThread,
  lock: Mutex,
  channels: Channels,
  channel: string,
  handler: (payload: string) => void,
  isClosed: () => boolean,
): Promise<() => Promise<void>> {
  let set = channels.handlers.get(channel);
  if (!set) {
    set = new Set();
    channels.handlers.set(channel, set);
    channels.listening.set(
      channel,
      lock.run(() => pg.listen(channel, (payload) => channels.deliver(channel, payload))),
    );
  }
  set.add(handler);
  await channels.listening.get(channel);
  return async () => {
    const current = channels.handlers.get(channel);
    current?.delete(handler);
    if (current?.size === 0 && !isClosed()) {
      channels.handlers.delete(channel);
      channels.listening.delete(channel);
      await lock.run(() => pg.unlisten(channel));
    }
  };
}

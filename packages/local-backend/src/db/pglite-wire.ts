import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Mutex } from './mutex.js';
import { mayChangeSession, SessionSwap } from './session-swap.js';
import { awaitsSync, BackendMessageScanner } from './wire-scan.js';
import { StatementNamespaces } from './wire-statements.js';

/** Where {@link serveWire} listens. */
export interface WireServerOptions {
  /** TCP port; `0` picks a free one. */
  port: number;
  /** Interface to bind. */
  host: string;
  /** Most clients connected at once (more are refused). Default `100`. */
  maxConnections?: number;
}

/** A running Postgres port. */
export interface WireServer {
  /** The port it listens on. */
  port: number;
  /** Stops listening and disconnects every client, rolling back an open transaction. */
  close(): Promise<void>;
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Stands between the socket server and PGlite. The server runs one client message at a time;
 * the gate additionally holds the engine's lock from a client's first message until its
 * session is idle again (ReadyForQuery `I`, no Sync or COPY data pending), so a client's
 * transaction never interleaves with the backend's and the backend sees what clients commit.
 * Notifications in the clients' output are also delivered to the engine's listeners.
 */
class WireGate {
  private release: (() => void) | undefined;
  private holding: Promise<void> | undefined;
  private awaitingSync = false;
  private sessionTouched = false;
  private abandoning: Promise<void> | undefined;
  private closed = false;
  private readonly scanner: BackendMessageScanner;

  constructor(
    private readonly pg: PGlite,
    private readonly lock: Mutex,
    private readonly session: SessionSwap,
    deliver: (channel: string, payload: string) => void,
  ) {
    this.scanner = new BackendMessageScanner(deliver);
  }

  get waitReady(): Promise<void> {
    return this.pg.waitReady;
  }

  /** The server keeps running the last client's messages while this is true. */
  isInTransaction(): boolean {
    return this.release !== undefined;
  }

  async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the database is closed');
    await this.hold();
    try {
      return await this.pg.runExclusive(fn);
    } finally {
      await this.settle();
    }
  }

  execProtocolRawStream(
    message: Uint8Array,
    options: { syncToFs?: boolean; onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    const before = this.scanner.readyCount;
    if (mayChangeSession(message)) this.sessionTouched = true;
    return this.pg
      .execProtocolRawStream(message, {
        ...options,
        onRawData: (data) => {
          this.scanner.push(data);
          options.onRawData(data);
        },
      })
      .finally(() => {
        if (this.scanner.readyCount !== before) this.awaitingSync = false;
        else if (awaitsSync(message[0])) this.awaitingSync = true;
      });
  }

  /** Called by the server only to roll back after a client left mid-transaction. */
  async exec(_sql: string): Promise<void> {
    await this.abandon();
  }

  /** Ends what a departed client left open and lets the backend in again; never throws. */
  abandon(): Promise<void> {
    if (!this.release || this.closed) return Promise.resolve();
    this.abandoning ??= (async () => {
      try {
        // A Sync ends an unfinished pipeline; the rollback an open transaction block.
        await this.pg.runExclusive(() => this.pg.execProtocolRaw(SYNC));
        if (this.pg.isInTransaction()) await this.pg.exec('rollback');
      } catch {
        // A closed database has nothing left open.
      }
      this.awaitingSync = false;
      this.scanner.markIdle();
      this.abandoning = undefined;
      await this.settle();
    })();
    return this.abandoning;
  }

  /** Abandons whatever is open and refuses further work. */
  async close(): Promise<void> {
    await this.abandon();
    this.closed = true;
  }

  private async hold(): Promise<void> {
    if (this.release) return;
    this.holding ??= (async () => {
      const release = await this.lock.acquire();
      await this.session.enterClients().catch(() => {});
      this.release = release;
      this.holding = undefined;
    })();
    await this.holding;
  }

  /** Hands the session back to the backend once the clients are idle. */
  private async settle(): Promise<void> {
    if (!this.release || !this.scanner.idle || this.awaitingSync) return;
    const release = this.release;
    this.release = undefined;
    try {
      await this.session.leaveClients(this.sessionTouched);
      this.sessionTouched = false;
    } catch {
      // A closed database has no session to restore.
    } finally {
      release();
    }
  }
}

/** The socket server's per-connection message queue (not part of its typed API). */
interface QueryQueue {
  enqueue(client: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearTransactionIfNeeded(client: number): Promise<void>;
}

/**
 * Scopes each connection's prepared statement and portal names (see wire-statements.ts) as
 * its messages enter the server's queue, and deallocates a connection's statements once it
 * has gone and the session is free.
 */
function scopeStatements(server: PGLiteSocketServer, pg: PGlite, lock: Mutex): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  const namespaces = new StatementNamespaces();
  const enqueue = queue.enqueue.bind(queue);
  const clear = queue.clearTransactionIfNeeded.bind(queue);
  queue.enqueue = (client, message, onData) =>
    enqueue(client, namespaces.rewrite(client, message), onData);
  queue.clearTransactionIfNeeded = async (client) => {
    await clear(client);
    const statements = namespaces.release(client);
    if (statements.length === 0) return;
    // Not awaited: the lock may be held by other clients until they are idle.
    void lock
      .run(async () => {
        for (const sql of statements) await pg.exec(sql).catch(() => {});
      })
      .catch(() => {});
  };
}

/**
 * Serves PGlite over the Postgres wire protocol with `@electric-sql/pglite-socket`. Clients
 * share PGlite's one session: their statements run one at a time, and an open transaction
 * holds off the other clients and the backend until it ends.
 */
export async function serveWire(
  pg: PGlite,
  lock: Mutex,
  deliver: (channel: string, payload: string) => void,
  options: WireServerOptions,
): Promise<WireServer> {
  const session = await lock.run(() => SessionSwap.create(pg));
  const gate = new WireGate(pg, lock, session, deliver);
  const server = new PGLiteSocketServer({
    db: gate as unknown as PGlite,
    port: options.port,
    host: options.host,
    maxConnections: options.maxConnections ?? 100,
  });
  scopeStatements(server, pg, lock);
  let port = options.port;
  server.addEventListener('listening', (event) => {
    port = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= (async () => {
        await server.stop();
        await gate.close();
      })();
      return closing;
    },
  };
}

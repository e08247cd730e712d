import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { Mutex } from './mutex.js';
import { pgliteModule } from './pglite-artifacts.js';

/** Where the worker's database comes from. */
export interface PgliteThreadOptions {
  /** Directory holding the database files. Default: in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from instead of running initdb (memory only). */
  snapshot?: Blob;
  /** `search_path` of PGlite's one session (the owner's). */
  ownerSearchPath: string;
}

/** A transaction's handle, as PGlite's `transaction()` passes it. */
export interface PgliteThreadTx {
  query<Row>(sql: string, params?: unknown[]): Promise<Results<Row>>;
  exec(sql: string): Promise<unknown>;
}

type Message =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'data'; id: number; data: Uint8Array }
  | {
      type: 'result';
      id: number;
      value?: unknown;
      error?: Record<string, unknown>;
      inTransaction: boolean;
    };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onData?: (data: Uint8Array) => void;
}

/** A PostgreSQL error rebuilt on this side, with its `code`, `detail`, `hint`, … */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

function workerUrl(): URL {
  // From the sources Node runs the worker's TypeScript directly; the build ships it as .js.
  const file = import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js';
  return new URL(file, import.meta.url);
}

/**
 * PGlite running in a worker thread, with the part of PGlite's API the engine and its
 * Postgres port use. A statement keeps only the worker busy: the main thread goes on
 * answering HTTP (health checks, requests that need no database) while it runs, and the
 * statement is bounded by the request's timeout checks (`supabase_local.charge_response`).
 */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly notifyHandlers = new Map<string, (payload: string) => void>();
  private readonly exclusive = new Mutex();
  private nextId = 1;
  private inTransaction = false;
  private exited: Error | undefined;
  /** Resolved: the worker is ready once {@link PgliteThread.start} resolves. */
  readonly waitReady = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Message) => this.receive(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite worker exited (${code})`)));
  }

  /** Starts the worker and opens the database in it. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
    // A database started from a snapshot never runs initdb, so its module is not compiled.
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      pgliteModule('pglite'),
      snapshot ? undefined : pgliteModule('initdb'),
    ]);
    const worker = new Worker(workerUrl(), {
      workerData: {
        pgliteWasmModule,
        initdbWasmModule,
        dataDir: options.dataDir,
        snapshot,
        ownerSearchPath: options.ownerSearchPath,
      },
      transferList: snapshot ? [snapshot] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(rebuildError(message.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.on('error', reject);
    });
    return new PgliteThread(worker);
  }

  /** Whether the session is inside a transaction block, as of the last call's end. */
  isInTransaction(): boolean {
    return this.inTransaction;
  }

  /** True once the worker has stopped. */
  get closed(): boolean {
    return this.exited !== undefined;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<Row>> {
    return this.call('query', [sql, params ?? []]) as Promise<Results<Row>>;
  }

  async exec(sql: string): Promise<unknown> {
    return this.call('exec', [sql]);
  }

  execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    return this.call('execProtocolRaw', [message]) as Promise<Uint8Array>;
  }

  async execProtocolRawStream(
    message: Uint8Array,
    options: { syncToFs?: boolean; onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    await this.call('execProtocolRawStream', [message, options.syncToFs], options.onRawData);
  }

  /** Runs `fn` between BEGIN and COMMIT, rolling back when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadTx) => Promise<T>): Promise<T> {
    await this.exec('begin');
    try {
      const result = await fn({
        query: (sql, params) => this.query(sql, params),
        exec: (sql) => this.exec(sql),
      });
      await this.exec('commit');
      return result;
    } catch (error) {
      if (!this.closed) await this.exec('rollback').catch(() => {});
      throw error;
    }
  }

  /** Runs `fn` with no other {@link PgliteThread.runExclusive} caller in between. */
  runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.exclusive.run(fn);
  }

  /** Delivers every notification on `channel` to `handler` (one handler per channel). */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    this.notifyHandlers.set(channel, handler);
    await this.call('listen', [channel]);
    return () => this.unlisten(channel);
  }

  async unlisten(channel: string): Promise<void> {
    this.notifyHandlers.delete(channel);
    await this.call('unlisten', [channel]);
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = (await this.call('dumpDataDir', [compression])) as ArrayBuffer;
    return new Blob([bytes]);
  }

  /** Closes the database (acknowledged writes flushed) and ends the worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.call('close', []);
    await this.worker.terminate();
  }

  private call(method: string, args: unknown[], onData?: (data: Uint8Array) => void) {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onData });
      this.worker.postMessage({ id, method, args });
    });
  }

  private receive(message: Message): void {
    if (message.type === 'notify') {
      this.notifyHandlers.get(message.channel)?.(message.payload);
      return;
    }
    if (message.type === 'data') {
      this.pending.get(message.id)?.onData?.(message.data);
      return;
    }
    if (message.type !== 'result') return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    this.inTransaction = message.inTransaction;
    if (message.error) pending.reject(rebuildError(message.error));
    else pending.resolve(message.value);
  }

  private fail(error: Error): void {
    this.exited ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/// <reference path="./webassembly.d.ts" />
/**
 * The worker thread that owns PGlite. PostgreSQL in WASM runs each statement to its end
 * without yielding, so on the main thread one slow statement would stall every HTTP request,
 * health checks included; here it stalls only the database, which is serialised anyway.
 *
 * Self-contained on purpose (no relative imports): Node runs this file directly, as `.ts`
 * from the sources (type stripping) and as `.js` from the build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgtap } from '@electric-sql/pglite-pgtap';

/** What the main thread passes to the worker at start. */
interface WorkerInit {
  dataDir?: string;
  snapshot?: ArrayBuffer;
  ownerSearchPath: string;
  /** PGlite's modules, compiled once by the main thread and shared by its workers. */
  pgliteWasmModule: WebAssembly.Module;
  /** Absent when the database starts from a snapshot (initdb does not run). */
  initdbWasmModule?: WebAssembly.Module;
}

/** A call of the main thread: a PGlite method by name, with its arguments. */
interface Call {
  id: number;
  method: string;
  args: unknown[];
}

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
const init = workerData as WorkerInit;

/** The fields of a PostgreSQL error (code, detail, hint, …) that must survive the thread hop. */
function serialiseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return fields;
}

async function start(): Promise<void> {
  const pg = await PGlite.create({
    dataDir: init.dataDir,
    loadDataDir: init.snapshot ? new Blob([init.snapshot]) : undefined,
    pgliteWasmModule: init.pgliteWasmModule,
    initdbWasmModule: init.initdbWasmModule,
    // pgTAP is only unpacked here (SQL files); `test db` creates the extension when it runs.
    extensions: { pgcrypto, uuid_ossp, pgtap },
    // node-postgres returns int8 as a string (it may not fit a double); match it so both
    // engines hand surfaces the same values.
    parsers: { [types.INT8]: (value: string) => value },
  });
  await pg.exec(`set search_path to ${init.ownerSearchPath}`);
  const listeners = new Map<string, () => Promise<void>>();

  const methods: Record<string, (id: number, ...args: never[]) => Promise<unknown>> = {
    query: (_id, sql: string, params: unknown[]) => pg.query(sql, params),
    exec: (_id, sql: string) => pg.exec(sql),
    execProtocolRaw: (_id, message: Uint8Array) => pg.execProtocolRaw(message),
    execProtocolRawStream: (id, message: Uint8Array, syncToFs?: boolean) =>
      pg.execProtocolRawStream(message, {
        syncToFs,
        onRawData: (data) => port?.postMessage({ type: 'data', id, data: data.slice() }),
      }),
    async listen(_id, channel: string) {
      const unlisten = await pg.listen(channel, (payload) =>
        port?.postMessage({ type: 'notify', channel, payload }),
      );
      listeners.set(channel, unlisten);
    },
    async unlisten(_id, channel: string) {
      await listeners.get(channel)?.();
      listeners.delete(channel);
    },
    async dumpDataDir(_id, compression: 'none' | 'gzip' | 'auto') {
      return (await pg.dumpDataDir(compression)).arrayBuffer();
    },
    close: () => pg.close(),
  };

  port?.on('message', async (call: Call) => {
    try {
      const method = methods[call.method];
      if (!method) throw new Error(`unknown PGlite call ${call.method}`);
      const value = await method(call.id, ...(call.args as never[]));
      port?.postMessage({
        type: 'result',
        id: call.id,
        value,
        inTransaction: !pg.closed && pg.isInTransaction(),
      });
    } catch (error) {
      port?.postMessage({
        type: 'result',
        id: call.id,
        error: serialiseError(error),
        inTransaction: !pg.closed && pg.isInTransaction(),
      });
    }
  });
  port?.postMessage({ type: 'ready' });
}

start().catch((error) => port?.postMessage({ type: 'failed', error: serialiseError(error) }));

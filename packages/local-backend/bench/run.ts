/**
 * Benchmark: start-up time and request throughput of the local backend on PGlite and on
 * PostgreSQL, next to the same SQL run directly on the engine (so server/direct shows the
 * HTTP, auth, parsing and planning overhead). Traffic goes only to 127.0.0.1; every loop is
 * bounded in time. Usage: pnpm --filter @tandem/local-backend bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DbEngine, RequestSettings } from '../src/db/engine.js';
import { createKeys } from '../src/keys.js';
import { createLogger } from '../src/log.js';
import { parseQuery } from '../src/rest/parse/request.js';
import { planMutation } from '../src/rest/plan/mutate.js';
import { planReadBody, type Statement } from '../src/rest/plan/read.js';
import { planCall } from '../src/rest/plan/rpc.js';
import { resolveRoutine } from '../src/rest/plan/rpc-resolve.js';
import { loadSchemaCache, type SchemaCache } from '../src/rest/schema-cache.js';
import { startLocalBackend } from '../src/start.js';
import { createScratchDatabase } from '../src/testing.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const project = join(packageDir, 'test', 'fixtures', 'rest');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const USER = '44444444-4444-4444-8444-444444444444';

interface Ready {
  url: string;
  secretKey: string;
  anonKey: string;
}

// Servers still running when the benchmark ends (e.g. after an error) are stopped with it.
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnServer(args: string[]): Promise<{ child: ChildProcess; ready: Ready; ms: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      join(packageDir, 'dist', 'cli.js'),
      'start',
      '--json',
      '--port',
      '0',
      '--project',
      project,
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve({ child, ready: JSON.parse(line), ms: performance.now() - started }),
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Result {
  rps: number;
  p50: number;
  p95: number;
}

/** Runs `task` from `concurrency` loops for SECONDS seconds; returns throughput and latency. */
async function measure(concurrency: number, task: (i: number) => Promise<void>): Promise<Result> {
  for (let i = 0; i < 50; i++) await task(-1 - i);
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await task(counter++);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p95: at(0.95) };
}

interface Workload {
  name: string;
  request: (i: number) => { path: string; init: RequestInit };
  statement: (cache: SchemaCache, i: number) => Statement;
  identity: RequestSettings;
  /**
   * Whether the server runs it as one statement with `requestQuery` (reads do), so the direct
   * run does the same: the database work a request needs, without HTTP, auth or planning.
   */
  single?: boolean;
}

function workloads(userToken: string): Workload[] {
  const anon: RequestSettings = { role: 'anon', claims: { role: 'anon' } };
  const read = (search: string, table: string, cache: SchemaCache, limit = 100) =>
    planReadBody({
      cache,
      query: parseQuery(new URLSearchParams(search)),
      fromItem: `"public"."${table}"`,
      alias: table,
      relation: cache.relations.get(`public.${table}`),
      limit,
      offset: 0,
      count: false,
      shape: 'array',
    });
  const prefix = `bench${Date.now().toString(36)}`;
  // Names stay unique across runs and warm-ups, so inserts never conflict.
  let sequence = 0;
  const list: Workload[] = [
    {
      name: 'single-row GET',
      request: () => ({ path: 'films?select=*&id=eq.1', init: {} }),
      statement: (cache) => read('select=*&id=eq.1', 'films', cache),
      identity: anon,
      single: true,
    },
    {
      name: '50-row GET, RLS, authenticated',
      request: () => ({
        path: 'todos?select=*&limit=50',
        init: { headers: { authorization: `Bearer ${userToken}` } },
      }),
      statement: (cache) => read('select=*', 'todos', cache, 50),
      identity: { role: 'authenticated', claims: { sub: USER, role: 'authenticated' } },
      single: true,
    },
    {
      name: 'embedded GET',
      request: () => ({
        path: 'films?select=id,title,directors(name),actors(name)&order=id',
        init: {},
      }),
      statement: (cache) =>
        read('select=id,title,directors(name),actors(name)&order=id', 'films', cache),
      identity: anon,
      single: true,
    },
    {
      name: 'single insert',
      request: (i) => ({
        path: 'items',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `${prefix}-s-${i}-${sequence++}` }),
        },
      }),
      statement: (cache, i) => {
        const relation = cache.relations.get('public.items');
        if (!relation) throw new Error('items missing');
        return planMutation({
          cache,
          relation,
          query: parseQuery(new URLSearchParams()),
          kind: 'insert',
          body: { name: `${prefix}-d-${i}-${sequence++}` },
          returnRows: false,
          shape: 'array',
        });
      },
      identity: anon,
    },
    {
      name: 'rpc',
      request: () => ({
        path: 'rpc/add_them',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"a":1,"b":2}',
        },
      }),
      statement: (cache) => {
        const { routine } = resolveRoutine(cache, 'public', 'add_them', ['a', 'b'], 'json');
        return planCall({
          cache,
          routine,
          args: { kind: 'named', values: { a: 1, b: 2 } },
          query: parseQuery(new URLSearchParams()),
          count: false,
          shape: 'array',
        });
      },
      identity: anon,
    },
  ];
  return list;
}

async function seedTodos(url: string, secretKey: string): Promise<void> {
  const rows = Array.from({ length: 60 }, (_, i) => ({ task: `bench ${i}`, owner: USER }));
  const response = await fetch(`${url}/rest/v1/todos`, {
    method: 'POST',
    headers: { apikey: secretKey, 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  });
  if (response.status !== 201)
    throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms`;

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<string[]> {
  const lines: string[] = [`## ${engine}`];
  const cleanup: (() => Promise<void>)[] = [];
  let serverArgs: string[];
  let directDb: DbEngine;
  let directStop: () => Promise<void>;
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'lb-bench-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    serverArgs = ['--data-dir', join(dir, 'server')];
    const direct = await startLocalBackend({
      dataDir: join(dir, 'direct'),
      port: 0,
      projectDir: project,
      log: createLogger({ silent: true }),
    });
    directDb = direct.context.db;
    directStop = direct.stop;
    await seedTodos(direct.url, direct.secretKey);
  } else {
    const scratch = await createScratchDatabase('tandem_bench');
    cleanup.push(scratch.drop);
    serverArgs = ['--db-url', scratch.url, '--memory'];
    directDb = undefined as unknown as DbEngine;
    directStop = async () => {};
  }
  try {
    const cold = await spawnServer(serverArgs);
    await stopServer(cold.child);
    const warm = await spawnServer(serverArgs);
    lines.push(
      `startup to ready: new ${engine === 'pglite' ? 'data directory' : 'database'} with migrations ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms`,
    );
    const { ready } = warm;
    await seedTodos(ready.url, ready.secretKey);
    if (engine === 'postgres') {
      // Direct runs reuse the server's database through a second, in-process engine.
      const direct = await startLocalBackend({
        dbUrl: serverArgs[1],
        memory: true,
        port: 0,
        projectDir: project,
        log: createLogger({ silent: true }),
      });
      directDb = direct.context.db;
      directStop = direct.stop;
    }
    const keys = await createKeys();
    const token = await keys.signHs256(
      { sub: USER, role: 'authenticated', aud: 'authenticated' },
      3600,
    );
    const cache = await directDb.withAdmin((tx) =>
      loadSchemaCache(tx, ['public', 'graphql_public']),
    );
    lines.push(
      '',
      '| workload | clients | server | direct | server/direct |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const workload of workloads(token)) {
      for (const concurrency of [1, 16]) {
        const server = await measure(concurrency, async (i) => {
          const { path, init } = workload.request(i);
          const response = await fetch(`${ready.url}/rest/v1/${path}`, {
            ...init,
            headers: {
              apikey: ready.anonKey,
              ...(init.headers as Record<string, string> | undefined),
            },
          });
          await response.arrayBuffer();
          if (response.status >= 300) throw new Error(`${workload.name}: ${response.status}`);
        });
        const direct = await measure(concurrency, async (i) => {
          const statement = workload.statement(cache, i);
          if (workload.single) {
            await directDb.requestQuery(workload.identity, statement.sql, statement.params);
          } else {
            await directDb.withRequest(workload.identity, (tx) =>
              tx.query(statement.sql, statement.params),
            );
          }
        });
        lines.push(
          `| ${workload.name} | ${concurrency} | ${fmt(server)} | ${fmt(direct)} | ${(server.rps / direct.rps).toFixed(2)} |`,
        );
        process.stderr.write(
          `${engine} ${workload.name} c=${concurrency}: ${server.rps.toFixed(0)} vs ${direct.rps.toFixed(0)} req/s\n`,
        );
      }
    }
    await stopServer(warm.child);
  } finally {
    await directStop();
    for (const fn of cleanup) await fn();
  }
  return lines;
}

const output: string[] = [];
for (const engine of ['pglite', 'postgres'] as const)
  output.push(...(await benchEngine(engine)), '');
process.stdout.write(`${output.join('\n')}\n`);

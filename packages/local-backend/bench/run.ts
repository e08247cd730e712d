/**
 * Benchmark: start-up time and request throughput of the local backend on PGlite and on
 * PostgreSQL, next to the same SQL run directly on the engine (so server/direct shows the
 * HTTP, auth, parsing and planning overhead). Each workload alternates server and direct
 * measurements for BENCH_ROUNDS rounds and reports medians, so both sides see the same load
 * on a shared machine. Traffic goes only to 127.0.0.1; every loop is bounded in time.
 * Usage: pnpm --filter @tandem/local-backend bench [--baseline] (writes bench/baseline.json)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbEngine } from '../src/db/engine.js';
import { createKeys } from '../src/keys.js';
import { createLogger } from '../src/log.js';
import { loadSchemaCache, type SchemaCache } from '../src/rest/schema-cache.js';
import { startLocalBackend } from '../src/start.js';
import { createScratchDatabase } from '../src/testing.js';
import {
  fmt,
  httpClient,
  measure,
  median,
  medianResult,
  type Ready,
  type Result,
  type Row,
  spawnServer,
  stopServer,
} from './rest-load.js';
import { USER, type Workload, workloads } from './rest-workloads.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const project = join(packageDir, 'test', 'fixtures', 'rest');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/**
 * One workload at one concurrency: ROUNDS rounds, each a server measurement then a direct
 * one, so both sides of every ratio run under the same load.
 */
async function compare(
  workload: Workload,
  concurrency: number,
  ready: Ready,
  direct: { db: DbEngine; cache: SchemaCache },
): Promise<Row> {
  const client = httpClient(ready.url, concurrency);
  const serverRuns: Result[] = [];
  const directRuns: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    serverRuns.push(
      await measure(concurrency, async (i) => {
        const { path, init } = workload.request(i);
        const headers = { apikey: ready.anonKey, ...(init.headers as object) };
        const status = await client.send(path, { ...init, headers });
        if (status >= 300) throw new Error(`${workload.name}: ${status}`);
      }),
    );
    directRuns.push(
      await measure(concurrency, async (i) => {
        const statement = workload.statement(direct.cache, i);
        if (workload.single) {
          await direct.db.requestQuery(workload.identity, statement.sql, statement.params);
        } else {
          await direct.db.withRequest(workload.identity, (tx) =>
            tx.query(statement.sql, statement.params),
          );
        }
      }),
    );
  }
  client.close();
  const ratios = serverRuns.map((r, k) => r.rps / (directRuns[k] as Result).rps);
  return {
    workload: workload.name,
    clients: concurrency,
    server: medianResult(serverRuns),
    direct: medianResult(directRuns),
    ratio: median(ratios),
    ratios,
  };
}

/** One engine's results: the Markdown lines and the rows for the baseline file. */
interface EngineRun {
  lines: string[];
  startup: { coldMs: number; warmMs: number };
  rows: Row[];
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<EngineRun> {
  const lines: string[] = [`## ${engine}`];
  const rows: Row[] = [];
  let startup = { coldMs: 0, warmMs: 0 };
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
    const cold = await spawnServer(packageDir, project, serverArgs);
    await stopServer(cold.child);
    const warm = await spawnServer(packageDir, project, serverArgs);
    startup = { coldMs: Math.round(cold.ms), warmMs: Math.round(warm.ms) };
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
        const row = await compare(workload, concurrency, ready, { db: directDb, cache });
        rows.push(row);
        const rounds = row.ratios.map((r) => r.toFixed(2)).join(', ');
        lines.push(
          `| ${row.workload} | ${concurrency} | ${fmt(row.server)} | ${fmt(row.direct)} | ${row.ratio.toFixed(2)} (${rounds}) |`,
        );
        process.stderr.write(
          `${engine} ${workload.name} c=${concurrency}: ${row.server.rps.toFixed(0)} vs ${row.direct.rps.toFixed(0)} req/s, ratio ${row.ratio.toFixed(2)}\n`,
        );
      }
    }
    await stopServer(warm.child);
  } finally {
    await directStop();
    for (const fn of cleanup) await fn();
  }
  return { lines, startup, rows };
}

const output: string[] = [];
const engines: Record<string, Omit<EngineRun, 'lines'>> = {};
for (const engine of ['pglite', 'postgres'] as const) {
  const { lines, ...run } = await benchEngine(engine);
  output.push(...lines, '');
  engines[engine] = run;
}
const machine = `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end, ${ROUNDS} rounds of ${SECONDS} s`;
output.push(machine);
process.stdout.write(`${output.join('\n')}\n`);
if (process.argv.includes('--baseline')) {
  const file = join(packageDir, 'bench', 'baseline.json');
  // Two decimals are all a noisy measurement supports.
  const round = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value;
  writeFileSync(file, `${JSON.stringify({ machine, engines }, round, 2)}\n`);
}

/**
 * Edge Functions overhead: p50/p95 of a warm call to a small JSON function through
 * `/functions/v1/echo` (JWT check, worker lookup, proxy) against the same Deno server called
 * directly on its loopback port, sequentially, on PGlite. Writes `bench/functions-baseline.json`
 * with `--write`; otherwise compares with it.
 *
 *   pnpm --filter @tandem/local-backend bench:functions [--write]
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP_SOURCE } from '../src/functions/bootstrap.js';
import { FunctionWorker } from '../src/functions/worker.js';
import { createLogger } from '../src/log.js';
import { startLocalBackend } from '../src/start.js';

const CALLS = 300;
const WARMUP = 30;
const baselineFile = fileURLToPath(new URL('./functions-baseline.json', import.meta.url));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

async function measure(url: string, headers: Record<string, string>) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: '{"n":1}' });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const project = mkdtempSync(join(tmpdir(), 'lb-functions-bench-'));
cpSync(fileURLToPath(new URL('../test/fixtures/functions', import.meta.url)), project, {
  recursive: true,
});
const log = createLogger({ silent: true });
const backend = await startLocalBackend({ memory: true, port: 0, projectDir: project, log });
const functionDir = join(project, 'supabase', 'functions', 'echo');
const denoDir = join(project, '.tandem', 'deno');
const bootstrap = join(denoDir, 'bench-bootstrap.mjs');
const headers = { authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' };
try {
  const through = await measure(`${backend.url}/functions/v1/echo`, headers);
  writeFileSync(bootstrap, BOOTSTRAP_SOURCE);
  const direct = new FunctionWorker({
    name: 'echo-direct',
    entry: join(functionDir, 'index.ts'),
    readable: [functionDir, denoDir],
    env: { DENO_DIR: denoDir, NO_COLOR: '1' },
    bootstrap,
    bootTimeoutMs: 60_000,
    log,
  });
  const port = await direct.ready;
  const alone = await measure(`http://127.0.0.1:${port}/echo`, headers);
  await direct.stop();
  const result = {
    date: new Date().toISOString().slice(0, 10),
    calls: CALLS,
    directP50Ms: Number(alone.p50.toFixed(2)),
    throughP50Ms: Number(through.p50.toFixed(2)),
    overheadP50Ms: Number((through.p50 - alone.p50).toFixed(2)),
    throughP95Ms: Number(through.p95.toFixed(2)),
  };
  console.log(JSON.stringify(result, null, 2));
  if (process.argv.includes('--write')) {
    writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);
  } else if (existsSync(baselineFile)) {
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
    console.log(`baseline overhead p50: ${baseline.overheadP50Ms} ms (aim: <= 20 ms)`);
  }
} finally {
  await backend.stop();
  rmSync(project, { recursive: true, force: true });
}

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createLogger, startLocalBackend } from '@tandem/local-backend';

/**
 * Start-up cost of Tandem's database: a backend on a fresh PGlite data directory with no
 * project (base schema only) against one with Tandem's migrations and seed, both in this
 * process; and the `tandem-backend start` command on a clean copy of the project, from its
 * spawn to the answer of its first REST request (Node's start and the CLI's imports included).
 * Prints medians and the difference; `--update` writes them as the committed baseline.
 */
const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const baselineFile = fileURLToPath(new URL('./start.baseline.json', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const log = createLogger({ silent: true });

async function startOnce(project: string | null): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-'));
  try {
    const started = performance.now();
    const backend = await startLocalBackend({ dataDir, port: 0, projectDir: project, log });
    const elapsed = performance.now() - started;
    await backend.stop();
    return elapsed;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The built `tandem-backend` command (`pnpm bench` runs after the packages' build). */
const cliPath = join(
  dirname(createRequire(import.meta.url).resolve('@tandem/local-backend/package.json')),
  'dist',
  'cli.js',
);

/** Spawns `tandem-backend start` on a clean copy of the project; ms until a REST read answers. */
async function cliColdStart(): Promise<number> {
  const project = mkdtempSync(join(tmpdir(), 'tandem-bench-cli-'));
  cpSync(join(projectDir, 'supabase'), join(project, 'supabase'), {
    recursive: true,
    filter: (source) => !/\/(node_modules|\.tandem|\.turbo)(\/|$)/.test(source),
  });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      cliPath,
      'start',
      '--json',
      '--project',
      project,
      '--port',
      '0',
      '--db-port',
      '0',
      '--smtp-port',
      '0',
    ],
    // Its log goes nowhere: the figures are the output.
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`tandem-backend exited with ${code}`)));
    });
    // The secret key reads every row: the first request returns the seeded boards.
    const { url, secretKey } = JSON.parse(line) as { url: string; secretKey: string };
    const response = await fetch(`${url}/rest/v1/boards?select=id`, {
      headers: { apikey: secretKey },
    });
    if (response.status !== 200) throw new Error(`first request answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(project, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] as number);
};

// Warm-up: builds the base-schema archive the first start of a version needs.
await startOnce(null);
const base: number[] = [];
const tandem: number[] = [];
const cli: number[] = [];
for (let i = 0; i < runs; i += 1) {
  base.push(await startOnce(null));
  tandem.push(await startOnce(projectDir));
  cli.push(await cliColdStart());
}
const result = {
  runs,
  baseMedianMs: median(base),
  withMigrationsAndSeedMedianMs: median(tandem),
  migrationsAndSeedMs: median(tandem) - median(base),
  cliColdStartToFirstRequestMedianMs: median(cli),
  loadAverage: Number(loadavg()[0]?.toFixed(1)),
};
console.log(JSON.stringify(result));
if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);
} else {
  try {
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result;
    console.log(
      `vs baseline: ${result.withMigrationsAndSeedMedianMs - baseline.withMigrationsAndSeedMedianMs} ms total, ` +
        `${result.migrationsAndSeedMs - baseline.migrationsAndSeedMs} ms for migrations and seed, ` +
        `${result.cliColdStartToFirstRequestMedianMs - (baseline.cliColdStartToFirstRequestMedianMs ?? 0)} ms for the command's cold start`,
    );
  } catch {
    console.log('no baseline yet: run with --update');
  }
}

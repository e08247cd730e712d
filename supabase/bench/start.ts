import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, startLocalBackend } from '@tandem/local-backend';

/**
 * Start-up cost of Tandem's database: a backend on a fresh PGlite data directory with no
 * project (base schema only) against one with Tandem's migrations and seed. Prints medians
 * and the difference; `--update` writes them as the committed baseline.
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] as number);
};

// Warm-up: builds the base-schema archive the first start of a version needs.
await startOnce(null);
const base: number[] = [];
const tandem: number[] = [];
for (let i = 0; i < runs; i += 1) {
  base.push(await startOnce(null));
  tandem.push(await startOnce(projectDir));
}
const result = {
  runs,
  baseMedianMs: median(base),
  withMigrationsAndSeedMedianMs: median(tandem),
  migrationsAndSeedMs: median(tandem) - median(base),
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
        `${result.migrationsAndSeedMs - baseline.migrationsAndSeedMs} ms for migrations and seed`,
    );
  } catch {
    console.log('no baseline yet: run with --update');
  }
}

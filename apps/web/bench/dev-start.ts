import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.ts';
import { median } from './stats.ts';

/**
 * `pnpm dev` from a clean checkout to the app: a clone of the repository's HEAD is installed
 * once (from pnpm's store), then each run starts `pnpm dev` with no database and no Vite
 * cache, and times, from the spawn, the backend's first health answer, Vite's first page and
 * the sign-in form painted in Chromium. Prints medians (seconds); `--update` writes them as
 * the committed baseline. Needs the dev ports (54321, 54322, 54325, 5173) free.
 */
const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
const baselineFile = fileURLToPath(new URL('./dev-start.baseline.json', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const BACKEND_HEALTH = 'http://127.0.0.1:54321/auth/v1/health';
const APP_URL = 'http://localhost:5173/';
const LIMIT_MS = 180_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Stops `pnpm dev` and everything it started (it leads its own process group). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) process.kill(-child.pid, 'SIGKILL');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DevStart {
  backendS: number;
  viteS: number;
  signInPaintedS: number;
}

async function devStartOnce(checkout: string): Promise<DevStart> {
  rmSync(join(checkout, '.tandem'), { recursive: true, force: true });
  rmSync(join(checkout, 'apps/web/node_modules/.vite'), { recursive: true, force: true });
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const child = spawn('pnpm', ['dev'], { cwd: checkout, detached: true, stdio: 'ignore' });
  try {
    let backendS = Number.NaN;
    let viteS = Number.NaN;
    while (Number.isNaN(backendS) || Number.isNaN(viteS)) {
      if (performance.now() - started > LIMIT_MS) throw new Error('pnpm dev did not come up');
      if (Number.isNaN(backendS) && (await answers(BACKEND_HEALTH))) backendS = seconds();
      if (Number.isNaN(viteS) && (await answers(APP_URL))) viteS = seconds();
      await sleep(100);
    }
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(APP_URL, { timeout: LIMIT_MS });
      await page
        .getByRole('button', { name: 'Sign in', exact: true })
        .waitFor({ timeout: LIMIT_MS });
      return { backendS, viteS, signInPaintedS: seconds() };
    } finally {
      await browser.close();
    }
  } finally {
    await stopGroup(child);
  }
}

for (const url of [BACKEND_HEALTH, APP_URL]) {
  if (await answers(url))
    throw new Error(`${url} already answers: stop the running pnpm dev first`);
}
const checkout = mkdtempSync(join(tmpdir(), 'tandem-dev-start-'));
try {
  execFileSync('git', ['clone', '--quiet', repoDir, checkout]);
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
    cwd: checkout,
    stdio: 'ignore',
  });
  const samples: DevStart[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await devStartOnce(checkout));
  const result = {
    runs,
    backendMedianS: median(samples.map((sample) => sample.backendS)),
    viteMedianS: median(samples.map((sample) => sample.viteS)),
    signInPaintedMedianS: median(samples.map((sample) => sample.signInPaintedS)),
    loadAverage: Number(loadavg()[0]?.toFixed(1)),
  };
  console.log(JSON.stringify(result));
  if (process.argv.includes('--update')) {
    writeFileSync(baselineFile, `${JSON.stringify(result, null, 2)}\n`);
  } else {
    try {
      const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result;
      const ratio = result.signInPaintedMedianS / baseline.signInPaintedMedianS;
      console.log(`sign-in painted: ${ratio.toFixed(2)}× the baseline's median`);
    } catch {
      console.log('no baseline yet: run with --update');
    }
  }
} finally {
  rmSync(checkout, { recursive: true, force: true });
}

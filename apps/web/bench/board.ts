#!/usr/bin/env node
// `pnpm --filter @tandem/web bench`: the built app against a local backend holding a
// 5,000-task board, on PGlite and on PostgreSQL, in headless Chromium. Prints each engine's
// medians as JSON and as a table beside the committed baseline (bench/baseline.json);
// `--update` rewrites the baseline, `--no-build` reuses the last bench build. A benchmark,
// never a test: the machine is shared, so read the ratios, not the absolute figures.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type EngineName, engines } from '@tandem/local-backend/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildApp, serveApp } from './app-server.ts';
import { type BenchBackend, startBenchBackend } from './bench-backend.ts';
import { launchBrowser } from './browser.ts';
import { measureBareQuery } from './measure-bare-query.ts';
import { measureEdits } from './measure-edits.ts';
import { type LoadSample, measureLoad } from './measure-load.ts';
import { measureMoves } from './measure-moves.ts';
import { PROBES_SCRIPT } from './page-probes.ts';
import { type EngineResult, printTable, readBaseline, writeBaseline } from './report.ts';
import { DEMO_USERS, signIn } from './sign-in.ts';
import { median, quantile, round } from './stats.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const LOAD_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
const MOVES = Number(process.env.BENCH_MOVES ?? 20);
/** `BENCH_ENGINES=pglite` runs one engine, for a quick look. */
const ENGINES = engines.filter((engine) =>
  (process.env.BENCH_ENGINES ?? engines.join(',')).split(',').includes(engine),
);
const baselineFile = fileURLToPath(new URL('./baseline.json', import.meta.url));

async function probedContext(browser: Browser, appUrl: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ path: PROBES_SCRIPT });
  await signIn(context, appUrl, email);
  return context;
}

async function measureLoads(context: BrowserContext, boardUrl: string): Promise<LoadSample[]> {
  // The first load fills the HTTP cache and warms the backend's plans; it is not counted.
  await measureLoad(context, boardUrl);
  const samples: LoadSample[] = [];
  for (let run = 0; run < LOAD_RUNS; run += 1) samples.push(await measureLoad(context, boardUrl));
  return samples;
}

async function benchEngine(
  browser: Browser,
  appUrl: string,
  backend: BenchBackend,
): Promise<EngineResult> {
  const boardUrl = `${appUrl}/w/${backend.board.slug}/b/${backend.board.id}`;
  const viewer = await probedContext(browser, appUrl, DEMO_USERS.owner);
  const editor = await probedContext(browser, appUrl, DEMO_USERS.member);
  try {
    const loads = await measureLoads(viewer, boardUrl);
    const bare = await measureBareQuery(
      backend.url,
      backend.publishableKey,
      backend.board.id,
      LOAD_RUNS * 2,
    );

    const viewerPage = await viewer.newPage();
    const editorPage = await editor.newPage();
    for (const page of [viewerPage, editorPage]) {
      await page.goto(boardUrl);
      await page.waitForFunction(() => (window.__bench.allColumns ?? 0) > 0, null, {
        timeout: 120_000,
      });
    }
    // Let both pages join the board's realtime channel before the first edit.
    await viewerPage.waitForTimeout(1500);
    const edits = await measureEdits(editorPage, viewerPage, EDITS);
    const moves = await measureMoves(viewerPage, MOVES);

    const of = (pick: (sample: LoadSample) => number) => median(loads.map(pick));
    return {
      engine: backend.engine,
      tasks: TASKS,
      loadRuns: LOAD_RUNS,
      loadAverage: loadavg().map(round),
      node: process.version,
      firstCardMs: of((sample) => sample.firstCard),
      allColumnsMs: of((sample) => sample.allColumns),
      dataArrivedMs: of((sample) => sample.dataArrived),
      appDataRequestMs: of((sample) => sample.dataRequest),
      bareQueryMs: median(bare),
      longTasks: of((sample) => sample.longTasks),
      longTaskTotalMs: of((sample) => sample.longTaskTotal),
      heapMb: of((sample) => sample.heapMb),
      editToOtherPageP50Ms: median(edits.map((edit) => edit.total)),
      editToOtherPageP95Ms: quantile(
        edits.map((edit) => edit.total),
        0.95,
      ),
      editSendP50Ms: median(edits.map((edit) => edit.send)),
      editWriteP50Ms: median(edits.map((edit) => edit.write)),
      editDeliveredP50Ms: median(edits.map((edit) => edit.delivered)),
      editDeliveredP95Ms: quantile(
        edits.map((edit) => edit.delivered),
        0.95,
      ),
      editRenderP50Ms: median(edits.map((edit) => edit.render)),
      editRenderP95Ms: quantile(
        edits.map((edit) => edit.render),
        0.95,
      ),
      moveFrameP50Ms: median(moves.move),
      moveFrameP95Ms: quantile(moves.move, 0.95),
      pickFrameP50Ms: median(moves.pick),
      dropFrameP50Ms: median(moves.drop),
    };
  } finally {
    await viewer.close();
    await editor.close();
  }
}

if (!process.argv.includes('--no-build')) {
  console.log('building the app for the bench backend…');
  buildApp();
}
const app = await serveApp();
const browser = await launchBrowser();
const results: EngineResult[] = [];
try {
  for (const engine of ENGINES as EngineName[]) {
    console.log(`${engine}: starting the backend and seeding ${TASKS} tasks…`);
    const backend = await startBenchBackend(engine, TASKS);
    try {
      const result = await benchEngine(browser, app.url, backend);
      console.log(JSON.stringify(result));
      results.push(result);
    } finally {
      await backend.stop();
    }
  }
} finally {
  await browser.close();
  await app.close();
}

const baseline = readBaseline(baselineFile);
for (const result of results) {
  printTable(
    result,
    baseline.find((entry) => entry.engine === result.engine),
  );
}
if (process.argv.includes('--update')) {
  writeBaseline(baselineFile, results);
  console.log(`wrote ${baselineFile}`);
}
process.exit(0);

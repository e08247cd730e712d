#!/usr/bin/env node
// `pnpm --filter @tandem/web bench`: the built app against a local backend holding a
// 5,000-task board and a 10,000-task one, on PGlite and on PostgreSQL, in headless Chromium:
// cold and warm visits (without and with the persisted query cache), on the machine's network
// and an emulated slow one, the list view and the calendar sorted, paged and scrolled, live
// edits and keyboard moves. Prints each engine's medians as JSON
// and as a table beside each figure's aim and the committed baseline (bench/baseline.json);
// `--update` rewrites the baseline, `--no-build` reuses the last bench build. A benchmark,
// never a test: the machine is shared, so read the ratios, not the absolute figures.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type EngineName, engines } from '@tandem/local-backend/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildApp, serveApp } from './app-server.ts';
import { type BenchBackend, type BenchBoard, startBenchBackend } from './bench-backend.ts';
import { launchBrowser } from './browser.ts';
import { editFigures, largeFigures, loadFigures, moveFigures, slowFigures } from './figures.ts';
import { measureBareQuery } from './measure-bare-query.ts';
import type { NetworkConditions } from './measure-load.ts';
import { measureViews } from './measure-views.ts';
import { measureInteractions, measureVisits } from './measure-visits.ts';
import { PROBES_SCRIPT } from './page-probes.ts';
import { type EngineResult, printTable, readBaseline, writeBaseline } from './report.ts';
import { DEMO_USERS, signIn } from './sign-in.ts';
import { median, round } from './stats.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const LOAD_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
const MOVES = Number(process.env.BENCH_MOVES ?? 20);
/** The larger board; `BENCH_LARGE_TASKS=0` leaves it out. Fewer runs keep the bench short. */
const LARGE_TASKS = Number(process.env.BENCH_LARGE_TASKS ?? 10000);
const LARGE_RUNS = Number(process.env.BENCH_LARGE_RUNS ?? Math.min(3, LOAD_RUNS));
const LARGE_EDITS = Number(process.env.BENCH_LARGE_EDITS ?? Math.min(20, EDITS));
const LARGE_MOVES = Number(process.env.BENCH_LARGE_MOVES ?? MOVES);
/** Cold and warm visits each on the emulated slow network; `BENCH_SLOW_RUNS=0` leaves it out. */
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? Math.min(3, LOAD_RUNS));
/**
 * The slow network: 150 ms round trip (Chromium adds it to every request), 1.6 Mbps down,
 * about 750 kbps up.
 */
const SLOW_NETWORK: NetworkConditions = {
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};
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

const boardUrlOf = (appUrl: string, board: BenchBoard) => `${appUrl}/w/${board.slug}/b/${board.id}`;

/** The larger board's loads, keyboard moves and live edits. */
async function benchLargeBoard(
  viewer: BrowserContext,
  editor: BrowserContext,
  boardUrl: string,
  tasks: number,
) {
  const series = await measureVisits(viewer, boardUrl, LARGE_RUNS);
  const { edits, moves } = await measureInteractions(viewer, editor, boardUrl, {
    edits: LARGE_EDITS,
    moves: LARGE_MOVES,
  });
  return { largeTasks: tasks, largeLoadRuns: LARGE_RUNS, ...largeFigures(series, moves, edits) };
}

/** The slow network's cold and warm first cards, when asked for. */
async function benchSlowNetwork(viewer: BrowserContext, boardUrl: string) {
  if (SLOW_RUNS <= 0) return {};
  const series = await measureVisits(viewer, boardUrl, SLOW_RUNS, SLOW_NETWORK);
  return {
    slowRuns: SLOW_RUNS,
    slowNetwork: {
      latencyMs: SLOW_NETWORK.latency,
      downloadBytesPerS: SLOW_NETWORK.downloadThroughput,
      uploadBytesPerS: SLOW_NETWORK.uploadThroughput,
    },
    ...slowFigures(series),
  };
}

async function benchEngine(
  browser: Browser,
  appUrl: string,
  backend: BenchBackend,
): Promise<EngineResult> {
  const boardUrl = boardUrlOf(appUrl, backend.board);
  const viewer = await probedContext(browser, appUrl, DEMO_USERS.owner);
  const editor = await probedContext(browser, appUrl, DEMO_USERS.member);
  try {
    // Loads first: a cold visit needs every other page of the viewer closed.
    const loads = await measureVisits(viewer, boardUrl, LOAD_RUNS);
    const slow = await benchSlowNetwork(viewer, boardUrl);
    const bare = await measureBareQuery(
      backend.url,
      backend.publishableKey,
      backend.board.id,
      LOAD_RUNS * 2,
    );
    const views = await measureViews(viewer, boardUrl);
    const { edits, moves } = await measureInteractions(viewer, editor, boardUrl, {
      edits: EDITS,
      moves: MOVES,
    });
    const { largeBoard } = backend;
    const large = largeBoard
      ? await benchLargeBoard(viewer, editor, boardUrlOf(appUrl, largeBoard), largeBoard.tasks)
      : {};
    return {
      engine: backend.engine,
      tasks: TASKS,
      loadRuns: LOAD_RUNS,
      loadAverage: loadavg().map(round),
      node: process.version,
      ...loadFigures(loads),
      bareQueryMs: median(bare),
      ...slow,
      ...editFigures(edits),
      ...moveFigures(moves),
      listLongestTaskMs: views.list.longestMs,
      listLongTasks: views.list.count,
      calendarLongestTaskMs: views.calendar.longestMs,
      calendarLongTasks: views.calendar.count,
      ...large,
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
    const large = LARGE_TASKS > 0 ? ` and ${LARGE_TASKS}` : '';
    console.log(`${engine}: starting the backend and seeding ${TASKS}${large} tasks…`);
    const backend = await startBenchBackend(engine, TASKS, LARGE_TASKS);
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

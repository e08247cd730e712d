#!/usr/bin/env node
// `pnpm --filter @tandem/web bench:profile`: where the board's time goes. Starts the bench
// backend (PGlite, 5,000 tasks), builds the app unminified (function names kept; `--no-build`
// reuses the last one) and records a V8 CPU profile of three moments: loading the board
// (printed with its requests and long tasks on one clock), another member's edits arriving
// (each split at the write request and the realtime message), and keyboard moves (each key's
// frame work). Prints the functions with the most self and total time in each. `--renders`
// counts the components rendered during the edits. A diagnostic, not a benchmark.
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { buildApp, serveApp } from './app-server.ts';
import { startBenchBackend } from './bench-backend.ts';
import { launchBrowser } from './browser.ts';
import { type CpuProfile, printProfile } from './cpu-profile.ts';
import { firstBacklogCard, measureEdits } from './measure-edits.ts';
import { PROBES_SCRIPT } from './page-probes.ts';
import { DEMO_USERS, signIn } from './sign-in.ts';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const MOVES = Number(process.env.PROFILE_MOVES ?? 10);
/** `--renders` also counts each component's renders during the edits (render-counter.js). */
const COUNT_RENDERS = process.argv.includes('--renders');
const RENDER_COUNTER = fileURLToPath(new URL('./render-counter.js', import.meta.url));

async function profiled<T>(cdp: CDPSession, title: string, run: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  printProfile(title, profile, TOP);
  return result;
}

/** The load's requests, long tasks and first card on one clock (ms from navigation). */
async function printTimeline(page: Page): Promise<void> {
  const seen = await page.evaluate(() => ({
    firstCard: window.__bench.firstCard,
    allColumns: window.__bench.allColumns,
    longTasks: window.__bench.longTasks,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: entry.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90),
        start: entry.startTime,
        ttfb: entry.responseStart,
        end: entry.responseEnd,
      }),
    ),
  }));
  const lines = [
    ...seen.resources.map((entry) => ({
      at: entry.start,
      text: `request ${entry.name} → first byte ${entry.ttfb.toFixed(0)}, end ${entry.end.toFixed(0)}`,
    })),
    ...seen.longTasks.map((task) => ({
      at: task.start,
      text: `long task ${task.duration.toFixed(0)} ms`,
    })),
    { at: seen.firstCard ?? 0, text: 'first card painted' },
    { at: seen.allColumns ?? 0, text: 'all columns painted' },
  ].sort((a, b) => a.at - b.at);
  for (const line of lines) console.log(`  ${line.at.toFixed(0).padStart(6)}  ${line.text}`);
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__bench.allColumns ?? 0) > 0, null, {
    timeout: 120_000,
  });
}

/** An unminified build of its own, served beside the bench's. */
const PROFILE_PLACE = { outDir: 'dist-profile', port: 4180 };
if (!process.argv.includes('--no-build')) buildApp(PROFILE_PLACE, { minify: false });
const app = await serveApp(PROFILE_PLACE);
const browser = await launchBrowser();
const backend = await startBenchBackend('pglite', TASKS);
try {
  const boardUrl = `${app.url}/w/${backend.board.slug}/b/${backend.board.id}`;
  const contexts = [];
  for (const email of [DEMO_USERS.owner, DEMO_USERS.member]) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ path: PROBES_SCRIPT });
    if (COUNT_RENDERS) await context.addInitScript({ path: RENDER_COUNTER });
    await signIn(context, app.url, email);
    contexts.push(context);
  }
  const [viewer, editor] = contexts as [(typeof contexts)[0], (typeof contexts)[0]];
  // A first load warms the HTTP cache and the backend.
  const warm = await viewer.newPage();
  await warm.goto(boardUrl);
  await ready(warm);
  await warm.close();

  const page = await viewer.newPage();
  const cdp = await viewer.newCDPSession(page);
  await profiled(cdp, 'load', async () => {
    await page.goto(boardUrl);
    await ready(page);
    await page.waitForTimeout(1000);
  });
  await printTimeline(page);

  const editorPage = await editor.newPage();
  await editorPage.goto(boardUrl);
  await ready(editorPage);
  await page.waitForTimeout(1500);
  const editsFrom = await page.evaluate(() => {
    (window as unknown as { __renders?: { reset(): void } }).__renders?.reset();
    return performance.now();
  });
  const edits = await profiled(cdp, 'live edits (viewer page)', () =>
    measureEdits(editorPage, page, 10),
  );
  const requests = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from)
        .map((entry) => entry.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)),
    editsFrom,
  );
  console.log(
    'renders during the edits',
    JSON.stringify(
      await page.evaluate(() =>
        (window as unknown as { __renders?: { top(count: number): unknown } }).__renders?.top(20),
      ),
    ),
  );
  console.log(`viewer requests during the edits: ${requests.length}`, requests.slice(0, 8));
  for (const edit of edits) {
    console.log(
      `edit: total ${edit.total.toFixed(0)}, send ${edit.send.toFixed(0)}, write ${edit.write.toFixed(0)}, ` +
        `delivered ${edit.delivered.toFixed(0)}, render ${edit.render.toFixed(0)}`,
    );
  }

  await page.evaluate(() => {
    window.__bench.keyFrames = [];
  });
  await profiled(cdp, 'keyboard moves', async () => {
    for (let i = 0; i < MOVES; i += 1) {
      const id = await firstBacklogCard(page);
      await page.locator(`[data-task-id="${id}"]`).focus();
      for (const press of ['Space', i % 2 ? 'ArrowRight' : 'ArrowDown', 'Space']) {
        await page.keyboard.press(press);
        await page.waitForTimeout(120);
      }
      await page.waitForTimeout(400);
    }
  });
  const frames = await page.evaluate(() => window.__bench.keyFrames);
  console.log(frames.map((frame) => `${frame.key}:${frame.work.toFixed(0)}`).join(' '));
} finally {
  await browser.close();
  await app.close();
  await backend.stop();
}
process.exit(0);

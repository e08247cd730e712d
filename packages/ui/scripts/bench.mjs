#!/usr/bin/env node
// Benchmark of the Board story with 5,000 cards, in headless Chromium against the static
// Storybook. Prints the median time to first render and the median frame cost of a keyboard
// move over several runs. Not a test: numbers are compared with the README baseline by eye.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(packageDir, 'storybook-static');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const MOVES = 12;
const WARM_STORY = 'board-board--empty';
const BENCH_STORY = 'board-board--five-thousand-cards';

if (!existsSync(join(staticDir, 'iframe.html')) || process.argv.includes('--build')) {
  console.log('Building the static Storybook…');
  execFileSync('pnpm', ['run', 'build-storybook'], { cwd: packageDir, stdio: 'inherit' });
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** @param {number[]} values */
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Installed in the page before any script runs. For each keydown it records the main-thread
 * work of the frame the key produces: the event's synchronous handling (dnd-kit and the
 * React render, from the first listener until a task queued behind the event runs) plus the
 * style, layout and paint of the next frame (from its animation-frame callback until a task
 * queued behind that runs).
 */
function installFrameProbe() {
  window.__moves = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const arrived = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const handled = performance.now();
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          const after = new MessageChannel();
          after.port1.onmessage = () => {
            const frameEnd = performance.now();
            window.__moves.push({
              key: event.key,
              script: handled - arrived,
              render: frameEnd - frameStart,
            });
          };
          after.port2.postMessage(0);
        });
      };
      channel.port2.postMessage(0);
    },
    { capture: true },
  );
}

const server = await serveStatic(staticDir);
const browser = await launchChromium();
const firstRenders = [];
const firstRenderCpu = [];
const pageLoads = [];
const moveCosts = [];
const moveCpu = [];

/**
 * CPU time the page's main thread has spent in tasks so far, in ms. Measured in thread time
 * (`threadTicks`), so other processes competing for the cores do not inflate it the way they
 * inflate wall-clock durations on a shared machine.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function mainThreadCpu(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}
try {
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.context.newPage();
    await page.addInitScript(installFrameProbe);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    // Cold: from navigation to the first card on screen, Storybook's own start included.
    const started = Date.now();
    await page.goto(`${server.url}/iframe.html?id=${BENCH_STORY}&viewMode=story`);
    await page.locator('[data-task-id]').first().waitFor();
    pageLoads.push(Date.now() - started);

    // Warm: Storybook is loaded; switch from an empty board to the 5,000-card one and time
    // from the switch to the first frame painted with cards in it.
    await page.goto(`${server.url}/iframe.html?id=${WARM_STORY}&viewMode=story`);
    await page.getByText('No tasks').first().waitFor();
    await page.waitForTimeout(500);
    const cpuBeforeRender = await mainThreadCpu(cdp);
    const firstRender = await page.evaluate(
      (storyId) =>
        new Promise((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-task-id]')) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true });
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
            storyId,
            viewMode: 'story',
          });
        }),
      BENCH_STORY,
    );
    firstRenders.push(firstRender);
    firstRenderCpu.push((await mainThreadCpu(cdp)) - cpuBeforeRender);

    // The story's accessibility check runs once after it renders; let it finish first.
    await page.waitForTimeout(1000);

    // Keyboard moves: pick up the first Backlog card, move it across and down, cancel.
    const card = page.locator('[data-status="backlog"] [data-task-id]').first();
    await card.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(100);
    await page.evaluate(() => {
      window.__moves = [];
    });
    // Across two columns, then down and back up inside the (virtualised) target column.
    const keys = [
      'ArrowRight',
      'ArrowRight',
      ...Array(MOVES / 2 - 1).fill('ArrowDown'),
      ...Array(MOVES / 2 - 1).fill('ArrowUp'),
    ];
    const cpuPerMove = [];
    for (const key of keys) {
      const before = await mainThreadCpu(cdp);
      await page.keyboard.press(key);
      // Let the move settle (dnd-kit may scroll) before the next key, as a person would.
      await page.waitForTimeout(80);
      cpuPerMove.push((await mainThreadCpu(cdp)) - before);
    }
    moveCpu.push(...cpuPerMove);
    // The moves must really have happened: the card has left its column.
    const announced = await page.locator('[id^="DndLiveRegion"]').textContent();
    if (!announced?.includes(' is over ') || announced.includes('over Backlog')) {
      throw new Error(`The card did not leave Backlog; last announcement: ${announced}`);
    }
    const moves = await page.evaluate(() => window.__moves);
    if (process.env.BENCH_DEBUG) console.table(moves);
    await page.keyboard.press('Escape');
    const costs = moves.map((move) => move.script + move.render);
    moveCosts.push(...costs);
    console.log(
      `run ${run + 1}/${RUNS}: page load ${pageLoads.at(-1)} ms, first render ${ms(firstRender)}, ` +
        `moves median ${ms(median(costs))} (max ${ms(Math.max(...costs))}, ${costs.length} moves), ` +
        `CPU: first render ${ms(firstRenderCpu.at(-1))}, move median ${ms(median(cpuPerMove))}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('');
console.log(
  `Board story, 5,000 cards, ${RUNS} runs (medians); ${cpus().length} cores, ` +
    `load average ${loadavg()[0].toFixed(1)} at the end:`,
);
const lines = [
  ['page load to first card (Storybook start included), wall clock', median(pageLoads)],
  ['time to first render (story switch to first painted frame), wall clock', median(firstRenders)],
  ['first render, main-thread CPU time', median(firstRenderCpu)],
  ['keyboard move, main-thread work of its frame, wall clock', median(moveCosts), p95(moveCosts)],
  ['keyboard move, main-thread CPU time', median(moveCpu), p95(moveCpu)],
];
for (const [label, value, high] of lines) {
  console.log(`  ${label}: ${ms(value)}${high === undefined ? '' : ` (p95 ${ms(high)})`}`);
}

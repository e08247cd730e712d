import type { BrowserContext, Page } from 'playwright-core';
import type { ProbeState } from './page-probes.ts';

/** One navigation to the board, from the page's navigation start (ms unless named). */
export interface LoadSample {
  /** Until the first card is painted. */
  firstCard: number;
  /** Until every column shows its cards and the main thread is free. */
  allColumns: number;
  /** The board's tasks requests (its pages), first sent to last byte. */
  dataRequest: number;
  /** When their last byte arrived. */
  dataArrived: number;
  /** Long tasks until a second after all columns were ready. */
  longTasks: number;
  /** Their total duration. */
  longTaskTotal: number;
  /** JS heap in use after load and a garbage collection, MB. */
  heapMb: number;
}

/** How long a load may take before the run is declared broken (a loaded machine is slow). */
const LOAD_TIMEOUT_MS = 120_000;
/** Long tasks right after the board appears (effects, realtime joins) belong to the load. */
const SETTLE_MS = 1000;

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/**
 * Opens `boardUrl` in a new page of a signed-in context whose pages run the probes, waits
 * until every column is interactive, and reads what the probes and the resource timing saw.
 */
export async function measureLoad(context: BrowserContext, boardUrl: string): Promise<LoadSample> {
  const page = await context.newPage();
  try {
    await page.goto(boardUrl);
    await page.waitForFunction(() => (window.__bench.allColumns ?? 0) > 0, null, {
      timeout: LOAD_TIMEOUT_MS,
    });
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => {
      // The board's pages of tasks (not the realtime catch-up, which filters by updated_at).
      const pages = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            /\/rest\/v1\/tasks\?/.test(entry.name) &&
            entry.name.includes('board_id=eq.') &&
            !entry.name.includes('updated_at='),
        ) as PerformanceResourceTiming[];
      return {
        probes: window.__bench as ProbeState,
        request: pages.length
          ? {
              start: Math.min(...pages.map((entry) => entry.startTime)),
              end: Math.max(...pages.map((entry) => entry.responseEnd)),
            }
          : undefined,
      };
    });
    if (!seen.request) throw new Error('the board loaded without a tasks request');
    const { probes, request } = seen;
    return {
      firstCard: probes.firstCard ?? Number.NaN,
      allColumns: probes.allColumns ?? Number.NaN,
      dataRequest: request.end - request.start,
      dataArrived: request.end,
      longTasks: probes.longTasks.length,
      longTaskTotal: probes.longTasks.reduce((sum, task) => sum + task.duration, 0),
      heapMb: await heapAfterGc(page),
    };
  } finally {
    await page.close();
  }
}

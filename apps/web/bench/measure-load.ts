import type { BrowserContext, Page } from 'playwright-core';
import type { ProbeState } from './page-probes.ts';

/** One navigation to the board, from the page's navigation start (ms unless named). */
export interface LoadSample {
  /** Until the first card is painted. */
  firstCard: number;
  /** Until every column shows its cards and the main thread is free. */
  allColumns: number;
  /**
   * The board's tasks requests (its pages), first sent to last byte; NaN when a warm visit
   * painted from the persisted cache and found it fresh enough not to ask.
   */
  dataRequest: number;
  /** When their last byte arrived (NaN as above). */
  dataArrived: number;
  /** Long tasks until a second after all columns were ready. */
  longTasks: number;
  /** Their total duration. */
  longTaskTotal: number;
  /** JS heap in use after load and a garbage collection, MB. */
  heapMb: number;
}

/** How a load is made: a cold or warm visit, on the machine's network or an emulated one. */
export interface LoadOptions {
  /**
   * No persisted query cache: the app's IndexedDB database is deleted before the navigation.
   * The page's HTTP cache is off too (Playwright turns it off for a page with routes, and the
   * deletion routes a blank page), so the visit fetches the app's files as a first visit does.
   * Otherwise the visit paints from what the last one kept, its files from the HTTP cache.
   */
  cold: boolean;
  /** Chromium's network emulation for the page (CDP), from before the navigation. */
  network?: NetworkConditions;
}

/** Chromium's network emulation (CDP `Network.emulateNetworkConditions`), bytes/s and ms. */
export interface NetworkConditions {
  /** Added to every request's round trip. */
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** The app's persisted query cache (apps/web/src/lib/cache-storage.ts). */
const CACHE_DATABASE = 'tandem-cache';

/** A blank page on the app's origin: its IndexedDB without the app's code holding it open. */
const BLANK_PATH = '/__bench-blank';

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
 * Deletes the app's persisted query cache from `page`, sent to a blank page of the app's
 * origin. Fails rather than wait when another page of the context still has it open.
 */
async function deletePersistedCache(page: Page, boardUrl: string): Promise<void> {
  const blank = new URL(BLANK_PATH, boardUrl).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error(`${name} is open in another page`));
      }),
    CACHE_DATABASE,
  );
}

async function emulateNetwork(page: Page, network: NetworkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
}

/**
 * Opens `boardUrl` in a new page of a signed-in context whose pages run the probes (after
 * deleting the persisted cache for a cold visit), waits until every column is interactive,
 * and reads what the probes and the resource timing saw.
 */
export async function measureLoad(
  context: BrowserContext,
  boardUrl: string,
  options: LoadOptions,
): Promise<LoadSample> {
  const page = await context.newPage();
  try {
    if (options.cold) await deletePersistedCache(page, boardUrl);
    if (options.network) await emulateNetwork(page, options.network);
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
    const { probes, request } = seen;
    if (!request && options.cold) throw new Error('a cold visit loaded without a tasks request');
    return {
      firstCard: probes.firstCard ?? Number.NaN,
      allColumns: probes.allColumns ?? Number.NaN,
      dataRequest: request ? request.end - request.start : Number.NaN,
      dataArrived: request?.end ?? Number.NaN,
      longTasks: probes.longTasks.length,
      longTaskTotal: probes.longTasks.reduce((sum, task) => sum + task.duration, 0),
      heapMb: await heapAfterGc(page),
    };
  } finally {
    await page.close();
  }
}

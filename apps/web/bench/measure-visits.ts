import type { BrowserContext, Page } from 'playwright-core';
import { type EditSample, measureEdits } from './measure-edits.ts';
import { type LoadSample, measureLoad, type NetworkConditions } from './measure-load.ts';
import { type MoveFrames, measureMoves } from './measure-moves.ts';

/** A board's loads: visits without the persisted cache and visits painted from it. */
export interface VisitSeries {
  cold: LoadSample[];
  warm: LoadSample[];
}

/** How long the two pages may take to show a board before the run is declared broken. */
const LOAD_TIMEOUT_MS = 120_000;

/**
 * `runs` pairs of visits to `boardUrl` in `context`, a cold one then a warm one (which paints
 * from what the cold one persisted). On the machine's network a first visit, not counted, fills
 * the HTTP cache that warm visits read and warms the backend's plans; `network` emulates a
 * slower one for every visit.
 * No other page of `context` may have the app open: it would hold the persisted cache.
 */
export async function measureVisits(
  context: BrowserContext,
  boardUrl: string,
  runs: number,
  network?: NetworkConditions,
): Promise<VisitSeries> {
  if (!network) await measureLoad(context, boardUrl, { cold: true });
  const series: VisitSeries = { cold: [], warm: [] };
  for (let run = 0; run < runs; run += 1) {
    series.cold.push(await measureLoad(context, boardUrl, { cold: true, network }));
    series.warm.push(await measureLoad(context, boardUrl, { cold: false, network }));
  }
  return series;
}

async function openBoard(context: BrowserContext, boardUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(boardUrl);
  await page.waitForFunction(() => (window.__bench.allColumns ?? 0) > 0, null, {
    timeout: LOAD_TIMEOUT_MS,
  });
  return page;
}

/** A board's live edits (A → B) and keyboard moves. */
export interface Interactions {
  edits: EditSample[];
  moves: MoveFrames;
}

/**
 * Opens `boardUrl` in a page of `viewer` and one of `editor`; `edits` renames in the editor's,
 * then `moves` keyboard moves in the viewer's. Closes both pages again.
 */
export async function measureInteractions(
  viewer: BrowserContext,
  editor: BrowserContext,
  boardUrl: string,
  counts: { edits: number; moves: number },
): Promise<Interactions> {
  const pages: Page[] = [];
  try {
    const viewerPage = await openBoard(viewer, boardUrl);
    pages.push(viewerPage);
    const editorPage = await openBoard(editor, boardUrl);
    pages.push(editorPage);
    // Let both pages join the board's realtime channel before the first edit.
    await viewerPage.waitForTimeout(1500);
    const edits = await measureEdits(editorPage, viewerPage, counts.edits);
    const moves = await measureMoves(viewerPage, counts.moves);
    return { edits, moves };
  } finally {
    for (const page of pages) await page.close();
  }
}

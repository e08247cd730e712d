import type { Page } from 'playwright-core';

/** A pause between edits, as between a person's: the next one is not queued behind the last. */
const PAUSE_MS = 150;

/** The first card of the Backlog column: at the top, so rendered in any virtualised column. */
export async function firstBacklogCard(page: Page): Promise<string> {
  const id = await page
    .locator('[data-status="backlog"] [data-task-id]')
    .first()
    .getAttribute('data-task-id');
  if (!id) throw new Error('no card in Backlog');
  return id;
}

/** One edit's delay and where it went (ms). */
export interface EditSample {
  /** Editor's Enter → the card painted in the other page. */
  total: number;
  /** Enter → the editor's write request sent (the editor page's own work first). */
  send: number;
  /** The write request, sent to answered. */
  write: number;
  /** Enter → the realtime message arrived in the other page (server and network). */
  delivered: number;
  /** That message's arrival → the card painted (the other page's own work). */
  render: number;
}

/** The editor's last write request, on the epoch clock. */
async function lastWrite(editor: Page, after: number) {
  return editor.evaluate((since) => {
    const writes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/rest/v1/tasks?id=eq.'))
      .map((entry) => ({
        start: performance.timeOrigin + entry.startTime,
        end: performance.timeOrigin + entry.responseEnd,
      }))
      .filter((entry) => entry.start >= since);
    return writes.at(-1);
  }, after);
}

/**
 * `editor` renames one task `count` times through the task panel's title field; for each,
 * the time from the editor's Enter to `viewer` painting the card with the new title, both
 * on the pages' clocks (epoch with sub-millisecond precision), split at the write request
 * and at the realtime message's arrival. Both pages show the board.
 */
export async function measureEdits(
  editor: Page,
  viewer: Page,
  count: number,
): Promise<EditSample[]> {
  const taskId = await firstBacklogCard(viewer);
  await editor.locator(`[data-task-id="${taskId}"]`).click();
  const titleButton = editor.getByRole('button', { name: /, edit title$/ });
  await titleButton.waitFor();
  const samples: EditSample[] = [];
  for (let i = 0; i < count; i += 1) {
    const title = `Bench edit ${i + 1} ${Date.now().toString(36)}`;
    const shown = viewer.evaluate(([id, text]) => window.__benchCardShows(id, text), [
      taskId,
      title,
    ] as const);
    await titleButton.click();
    const field = editor.getByRole('textbox', { name: 'Title' });
    await field.fill(title);
    await field.press('Enter');
    const { painted, arrived } = await shown;
    const committedAt = await editor.evaluate(() => window.__bench.lastEnter);
    if (committedAt === null) throw new Error('the edit was not committed with Enter');
    const write = await lastWrite(editor, committedAt);
    samples.push({
      total: painted - committedAt,
      send: write ? write.start - committedAt : Number.NaN,
      write: write ? write.end - write.start : Number.NaN,
      delivered: arrived ? arrived - committedAt : Number.NaN,
      render: arrived ? painted - arrived : Number.NaN,
    });
    await editor.waitForTimeout(PAUSE_MS);
  }
  return samples;
}

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

/**
 * `editor` renames one task `count` times through the task panel's title field; for each,
 * the time from the editor's Enter to `viewer` painting the card with the new title, both
 * on the pages' clocks (epoch with sub-millisecond precision). Both pages show the board.
 */
export async function measureEdits(editor: Page, viewer: Page, count: number): Promise<number[]> {
  const taskId = await firstBacklogCard(viewer);
  await editor.locator(`[data-task-id="${taskId}"]`).click();
  const titleButton = editor.getByRole('button', { name: /, edit title$/ });
  await titleButton.waitFor();
  const delays: number[] = [];
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
    const shownAt = await shown;
    const committedAt = await editor.evaluate(() => window.__bench.lastEnter);
    if (committedAt === null) throw new Error('the edit was not committed with Enter');
    delays.push(shownAt - committedAt);
    await editor.waitForTimeout(PAUSE_MS);
  }
  return delays;
}

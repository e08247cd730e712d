import type { Page } from 'playwright-core';
import { firstBacklogCard } from './measure-edits.ts';

/** Frame work of each key of the keyboard moves (ms). */
export interface MoveFrames {
  /** Space: the card picked up. */
  pick: number[];
  /** The arrow: the card moved (the measure the aim is about). */
  move: number[];
  /** Space again: dropped, and the move sent. */
  drop: number[];
}

/** Between keys, as a person's pace; after the drop, time for the move's round trip. */
const KEY_PAUSE_MS = 120;
const SETTLE_MS = 400;

/**
 * `count` keyboard moves on the board in `page`: focus the first Backlog card, Space, then
 * ArrowDown (within the column) or ArrowRight (to To do) in turn, Space. Fails when no move
 * took the card to another column: the frames would then measure nothing.
 */
export async function measureMoves(page: Page, count: number): Promise<MoveFrames> {
  await page.evaluate(() => {
    window.__bench.keyFrames = [];
  });
  let crossed = 0;
  for (let i = 0; i < count; i += 1) {
    const taskId = await firstBacklogCard(page);
    const key = i % 2 === 0 ? 'ArrowDown' : 'ArrowRight';
    // Inside a column: the drag overlay's copy of a card carries its task id too.
    const onBoard = page.locator(`[data-status] [data-task-id="${taskId}"]`);
    await onBoard.focus();
    for (const press of ['Space', key, 'Space']) {
      await page.keyboard.press(press);
      await page.waitForTimeout(KEY_PAUSE_MS);
    }
    await page.waitForTimeout(SETTLE_MS);
    if (key === 'ArrowRight') {
      const column = await onBoard.evaluate((card) =>
        card.closest('[data-status]')?.getAttribute('data-status'),
      );
      if (column !== 'backlog') crossed += 1;
    }
  }
  if (crossed === 0) throw new Error('no keyboard move took a card out of Backlog');
  const frames = await page.evaluate(() => window.__bench.keyFrames);
  // Each move is Space, arrow, Space: the spaces alternate between pick and drop.
  const spaces = frames.filter((frame) => frame.key === ' ').map((frame) => frame.work);
  return {
    pick: spaces.filter((_, index) => index % 2 === 0),
    move: frames.filter((frame) => frame.key.startsWith('Arrow')).map((frame) => frame.work),
    drop: spaces.filter((_, index) => index % 2 === 1),
  };
}

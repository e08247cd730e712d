import type { BrowserContext, Page } from 'playwright-core';

/** Long tasks (over 50 ms) while a view was sorted, paged and scrolled. */
export interface ViewWork {
  /** The longest one (ms); 0 when there was none. */
  longestMs: number;
  /** How many there were. */
  count: number;
}

/** The list view's and the calendar's long tasks on one board. */
export interface ViewsWork {
  list: ViewWork;
  calendar: ViewWork;
}

/** Between steps, as a person's pace; wheel steps come faster, as a flicked wheel's do. */
const STEP_PAUSE_MS = 250;
const WHEEL_PAUSE_MS = 40;
const WHEEL_STEPS = 60;
const WHEEL_PX = 800;

async function startCounting(page: Page): Promise<void> {
  // Loading the view is not what is measured: its work settles first.
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    window.__bench.longTasks = [];
  });
}

async function longTasks(page: Page): Promise<ViewWork> {
  await page.waitForTimeout(STEP_PAUSE_MS);
  const tasks = await page.evaluate(() => window.__bench.longTasks);
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  return { longestMs: Math.round(longest * 10) / 10, count: tasks.length };
}

/** Flicks the wheel over `page`'s middle: down through the view, then back up. */
async function scrollThrough(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(size.width / 2, size.height * 0.6);
  for (const direction of [1, -1]) {
    for (let step = 0; step < WHEEL_STEPS; step += 1) {
      await page.mouse.wheel(0, direction * WHEEL_PX);
      await page.waitForTimeout(WHEEL_PAUSE_MS);
    }
  }
}

/**
 * The list view of `boardUrl`: sorted by due date both ways, by title, then scrolled from top
 * to bottom and back, counting the long tasks of all of it.
 */
async function listWork(page: Page, boardUrl: string): Promise<ViewWork> {
  await page.goto(`${boardUrl}?view=list`);
  const grid = page.getByRole('grid');
  await grid.getByRole('row').nth(5).waitFor({ timeout: 120_000 });
  await startCounting(page);
  for (const [column, order] of [
    ['Due', 'ascending'],
    ['Due', 'descending'],
    ['Title', 'ascending'],
  ] as const) {
    await grid.getByRole('button', { name: column, exact: true }).click();
    await grid
      .getByRole('columnheader', { name: column })
      .and(page.locator(`[aria-sort="${order}"]`))
      .waitFor();
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
  await scrollThrough(page);
  return longTasks(page);
}

/**
 * The calendar of `boardUrl` by month: three months on and back, then the week view, each
 * page waited for, and the month scrolled through.
 */
async function calendarWork(page: Page, boardUrl: string): Promise<ViewWork> {
  await page.goto(`${boardUrl}?view=calendar&range=month`);
  await page.getByRole('button', { name: 'Next month' }).waitFor({ timeout: 120_000 });
  await startCounting(page);
  for (const name of ['Next month', 'Next month', 'Next month']) {
    await page.getByRole('button', { name }).click();
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
  for (const name of ['Previous month', 'Previous month', 'Previous month']) {
    await page.getByRole('button', { name }).click();
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
  await scrollThrough(page);
  return longTasks(page);
}

/**
 * The long tasks of the list view and the calendar on the board at `boardUrl`, each in a page
 * of its own in `context` (its probes record every long task).
 */
export async function measureViews(context: BrowserContext, boardUrl: string): Promise<ViewsWork> {
  const page = await context.newPage();
  try {
    const list = await listWork(page, boardUrl);
    const calendar = await calendarWork(page, boardUrl);
    return { list, calendar };
  } finally {
    await page.close();
  }
}

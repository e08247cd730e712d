import type { Page } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { expect, test } from './support/csp';
import { readKeptQuery, rewriteKeptQuery } from './support/persisted-queries';
import { signIn } from './support/sign-in';
import { BACKEND_URL } from './support/urls';

/** The title the database holds. */
const REAL_TITLE = 'Book the venue';

/** The title a copy kept by an older app shows, which the database never held. */
const STALE_TITLE = 'Title kept from an older visit';

/**
 * Records, from the page's start, whether `title` was ever in the document, on
 * `window.staleTitleShown`: a row painted for an instant and replaced by the refetch still counts.
 */
function watchForTitle(title: string): void {
  const flags = window as unknown as { staleTitleShown: boolean };
  flags.staleTitleShown = false;
  new MutationObserver(() => {
    if (document.body?.textContent?.includes(title)) flags.staleTitleShown = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const staleTitleShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { staleTitleShown: boolean }).staleTitleShown);

const tasksKeyOf = (boardId: string) => `"board","${boardId}","tasks"`;

test('a return visit after a new release or database schema paints no row kept under the old key', async ({
  page,
}) => {
  const team = await createTeam('cache-version');
  await createTask(team, team.owner, { title: REAL_TITLE, status: 'todo' });
  await page.addInitScript(watchForTitle, STALE_TITLE);
  // The tasks arrive late on every visit: a copy painted from the cache is on screen meanwhile.
  await page.route(`${BACKEND_URL}/rest/v1/tasks?**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await signIn(page, team.owner, team.boardPath);
  await expect(page.getByRole('button', { name: new RegExp(REAL_TITLE) })).toBeVisible();
  const tasksKey = tasksKeyOf(team.boardId);
  await expect.poll(() => readKeptQuery(page, tasksKey)).toBeDefined();
  const current = (await readKeptQuery(page, tasksKey))?.buster ?? '';
  // The key names both things the rows' shapes depend on.
  expect(current).toMatch(/^api-client@\d+\.\d+\.\d+ database@[0-9a-f]{12}$/);

  /**
   * Leaves the app for a file of its origin (so nothing of it can write the cache any more),
   * stores the kept tasks again under `buster` with the stale title for the real one, and
   * opens the board again: a return visit.
   */
  async function returnWithStaleCopy(buster: string): Promise<void> {
    await page.goto('/favicon.svg');
    const kept = await rewriteKeptQuery(page, tasksKey, {
      buster,
      from: REAL_TITLE,
      to: STALE_TITLE,
    });
    if (!kept) throw new Error('the board’s tasks are no longer kept');
    await page.goto(team.boardPath);
  }

  // A copy kept by the previous release (whose key named only the client's version), and one
  // kept by this release over another database schema: neither is painted, and neither stays.
  const olderKeys = [
    'api-client@0.0.0',
    current.replace(/database@[0-9a-f]+$/, 'database@000000000000'),
  ];
  for (const older of olderKeys) {
    await returnWithStaleCopy(older);
    await expect(page.getByRole('button', { name: new RegExp(REAL_TITLE) })).toBeVisible();
    expect(await staleTitleShown(page)).toBe(false);
    await expect(page.getByText(STALE_TITLE)).toHaveCount(0);
    await expect.poll(async () => (await readKeptQuery(page, tasksKey))?.buster).toBe(current);
  }

  // The same copy under the current key is painted, and stays: the refetch keeps a cached row
  // of the same version, so the key is all that keeps an older app's rows off the board.
  await returnWithStaleCopy(current);
  await expect(page.getByRole('button', { name: new RegExp(STALE_TITLE) })).toBeVisible();
  expect(await staleTitleShown(page)).toBe(true);
});

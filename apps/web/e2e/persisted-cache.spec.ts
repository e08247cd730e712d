import type { Page } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { expect, test } from './support/csp';
import { signIn } from './support/sign-in';
import { BACKEND_URL } from './support/urls';
import { createUser } from './support/users';

/** The keys of the persisted query cache in this browser's IndexedDB (none before it exists). */
function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('tandem-cache')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('tandem-cache');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('queries')) {
          database.close();
          resolve([]);
          return;
        }
        const read = database.transaction('queries').objectStore('queries').getAllKeys();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          database.close();
          resolve(read.result.map(String));
        };
      };
    });
  });
}

/** Refuses every read of tasks, as a network that is down would: whatever shows came from the cache. */
async function cutTheTasks(page: Page): Promise<void> {
  await page.route(`${BACKEND_URL}/rest/v1/tasks?**`, (route) =>
    route.abort('internetdisconnected'),
  );
}

const tasksKeyOf = (boardId: string) => `"board","${boardId}","tasks"`;

test('a board opened before paints from this browser’s cache, which is this user’s alone', async ({
  page,
  context,
}) => {
  const team = await createTeam('cached');
  await createTask(team, team.owner, { title: 'Draft the agenda', status: 'todo' });
  await signIn(page, team.owner, team.boardPath);
  await expect(page.getByRole('button', { name: /Draft the agenda/ })).toBeVisible();
  await expect
    .poll(() => persistedKeys(page))
    .toContainEqual(expect.stringContaining(tasksKeyOf(team.boardId)));

  // A return visit with the tasks unreachable still shows them: they came from the cache.
  await cutTheTasks(page);
  await page.reload();
  await expect(page.getByRole('button', { name: /Draft the agenda/ })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Signing out empties the cache.
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect.poll(() => persistedKeys(page)).toEqual([]);

  // Another account signs in on the same browser (the first one's cookies gone, no sign-out):
  // the first one's cache is emptied before anything is read, even with the tasks unreachable.
  await signIn(page, team.owner, team.boardPath);
  await expect
    .poll(() => persistedKeys(page))
    .toContainEqual(expect.stringContaining(tasksKeyOf(team.boardId)));
  const stranger = await createUser('cached-stranger');
  await context.clearCookies();
  await signIn(page, stranger, '/settings/profile');
  await cutTheTasks(page);
  await page.goto(team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Draft the agenda')).toHaveCount(0);
  expect((await persistedKeys(page)).filter((key) => key.includes(team.boardId))).toEqual([]);
});

/**
 * Records, from the page's start, whether a board ever showed as loading (`aria-busy`), on
 * `window.boardShownLoading`.
 */
function watchForLoadingBoard(): void {
  const flags = window as unknown as { boardShownLoading: boolean };
  flags.boardShownLoading = false;
  new MutationObserver(() => {
    if (document.querySelector('section[aria-busy="true"]')) flags.boardShownLoading = true;
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

const boardShownLoading = (page: Page) =>
  page.evaluate(() => (window as unknown as { boardShownLoading: boolean }).boardShownLoading);

test('a return visit renders the board with its cached cards at once, never as loading', async ({
  page,
}) => {
  const team = await createTeam('cached-once');
  await createTask(team, team.owner, { title: 'Book the venue', status: 'todo' });
  await page.addInitScript(watchForLoadingBoard);
  // The tasks arrive late on every visit: a first visit shows the board loading meanwhile.
  await page.route(`${BACKEND_URL}/rest/v1/tasks?**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await signIn(page, team.owner, team.boardPath);
  await expect(page.getByRole('button', { name: /Book the venue/ })).toBeVisible();
  expect(await boardShownLoading(page)).toBe(true);
  await expect
    .poll(() => persistedKeys(page))
    .toContainEqual(expect.stringContaining(tasksKeyOf(team.boardId)));

  await page.reload();
  await expect(page.getByRole('button', { name: /Book the venue/ })).toBeVisible();
  expect(await boardShownLoading(page)).toBe(false);
});

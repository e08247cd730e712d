import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, readTask, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

function panelOf(page: Page) {
  return page.getByRole('dialog');
}

/**
 * Waits until the page has fetched the kit's overlays (the panel's sheet), which it does once
 * the board has settled: what a page open for a while has, before its connection drops.
 */
async function overlaysLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /radix-overlays/.test(entry.name)),
      ),
    )
    .toBe(true);
}

/** A browser context of its own (cookies, storage) signed in on the board. */
async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

test('a change made offline reads "Not saved", closing asks first, and the next page says it was lost', async ({
  browser,
}) => {
  const team = await createTeam('unsent');
  const task = await createTask(team, team.owner, { title: 'Write the brief', status: 'todo' });
  const page = await openBoard(browser, team, team.member);
  const context = page.context();

  // The connection drops while the task is open.
  await card(page, 'Write the brief').click();
  await expect(panelOf(page).getByRole('button', { name: /edit title/ })).toBeVisible();
  await context.setOffline(true);
  await panelOf(page)
    .getByRole('button', { name: /edit title/ })
    .click();
  await panelOf(page).getByRole('textbox', { name: 'Title' }).fill('Write the brief, offline');
  await panelOf(page).getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(
    panelOf(page).getByRole('status').filter({ hasText: 'Not saved yet.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, 'Write the brief, offline')).toHaveAccessibleDescription(
    /Changes not saved yet;/,
  );
  await checkScreen(page, 'board-unsent-change');

  // Closing the tab: the browser asks first; leaving anyway loses the change, and says so.
  const asked = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await page.waitForEvent('close');
  expect((await readTask(team.owner, task.id)).title).toBe('Write the brief');

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(team.boardPath);
  await expect(reopened.getByText('A change was not saved')).toBeVisible();
  await expect(reopened.getByText(/^An edit of #\d+: made while offline/)).toBeVisible();
  // The board shows what the server holds, not the lost edit as if it were saved.
  await expect(card(reopened, 'Write the brief')).toBeVisible();
  await expect(card(reopened, 'Write the brief, offline')).toHaveCount(0);
  await context.close();
});

test('a change made offline is sent when the connection is back, and its mark goes', async ({
  browser,
}) => {
  const team = await createTeam('resent');
  const task = await createTask(team, team.owner, { title: 'Book the venue', status: 'todo' });
  const page = await openBoard(browser, team, team.member);
  await card(page, 'Book the venue').click();
  await expect(panelOf(page).getByRole('button', { name: /edit title/ })).toBeVisible();
  await page.context().setOffline(true);
  await panelOf(page)
    .getByRole('button', { name: /edit title/ })
    .click();
  await panelOf(page).getByRole('textbox', { name: 'Title' }).fill('Book the venue for May');
  await panelOf(page).getByRole('textbox', { name: 'Title' }).press('Enter');
  await page.keyboard.press('Escape');
  const renamed = card(page, 'Book the venue for May');
  await expect(renamed).toHaveAccessibleDescription(/Changes not saved yet;/);

  await page.context().setOffline(false);
  await expect(renamed).not.toHaveAccessibleDescription(/not saved/, LIVE);
  await expect
    .poll(async () => (await readTask(team.owner, task.id)).title)
    .toBe('Book the venue for May');
  await page.context().close();
});

test("opening a card offline before the panel's code arrived says so in the panel, and the board stays", async ({
  browser,
}) => {
  const team = await createTeam('nocode');
  await createTask(team, team.owner, { title: 'Order the banners', status: 'todo' });
  const context = await browser.newContext();
  // The panel's code never arrives while offline (as on a page opened from the cache).
  const panelCode = /\/assets\/task-detail-[^/]*\.js$/;
  await context.route(panelCode, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await signIn(page, team.member, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  await overlaysLoaded(page);

  await context.setOffline(true);
  await card(page, 'Order the banners').click();
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { name: "Can't open this task offline" })).toBeVisible();
  await expect(
    panel.getByText(/^#1 Order the banners: its details haven't been loaded/),
  ).toBeVisible();
  // The board is still there under the panel (the open sheet hides it from the accessibility tree).
  await expect(page.locator('h1', { hasText: 'Launch plan' })).toBeVisible();
  await expect(page.getByText("couldn't be loaded")).toHaveCount(0);
  await checkScreen(page, 'task-panel-offline');

  // Back online, the details open by themselves.
  await context.unroute(panelCode);
  await context.setOffline(false);
  await expect(panel.getByRole('button', { name: /edit title/ })).toBeVisible(LIVE);
  await context.close();
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** A browser context of its own signed in at `path`. */
async function open(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

/**
 * Screenshots of an open menu in both themes at desktop and phone sizes. Axe runs on the
 * screens around it: an open menu hides the page from assistive technology by design.
 */
async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [size, width, height] of [
      ['desktop', 1440, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `e2e/screenshots/${name}-${colorScheme}-${size}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: null });
}

/** The cards of the board, by title. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByText(title, { exact: true });
}

test('a view saved as shared reaches a second member live, and its link opens the same filters', async ({
  browser,
}) => {
  // Two members in two browsers, and screens checked in two themes at two sizes.
  test.slow();
  const team = await createTeam('views');
  await createTask(team, team.owner, { title: 'Crash on save', labels: ['bug'], priority: 'high' });
  await createTask(team, team.owner, { title: 'Typo in footer', labels: ['bug'], priority: 'low' });
  await createTask(team, team.owner, { title: 'Write the guide', priority: 'high' });

  const highBugs = `label=bug&priority=${encodeURIComponent('["high"]')}`;
  const owner = await open(browser, team.owner, `${team.boardPath}?${highBugs}`);
  await expect(card(owner, 'Crash on save')).toBeVisible();
  await expect(card(owner, 'Typo in footer')).toHaveCount(0);

  // The member has the Views menu open while the view is saved: it appears in it live.
  const member = await open(browser, team.member, team.boardPath);
  await expect(card(member, 'Write the guide')).toBeVisible();
  await member.getByRole('button', { name: 'Views', exact: true }).click();
  await expect(member.getByText('No saved views yet.', { exact: false })).toBeVisible();

  await owner.getByRole('button', { name: 'Views', exact: true }).click();
  await owner.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Urgent bugs');
  await dialog.getByRole('switch', { name: 'Share with workspace' }).click();
  await checkScreen(owner, 'saved-views-save-dialog');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Views: Urgent bugs' })).toBeVisible();
  await expect(owner).toHaveURL(/[?&]saved=/);

  const shared = member.getByRole('menuitemradio', { name: /Urgent bugs/ });
  await expect(shared).toBeVisible(LIVE);
  await shoot(member, 'saved-views-menu');

  // Chosen from the menu, the view sets the owner's filters in the member's URL.
  await shared.click();
  await expect(member.getByRole('button', { name: 'Views: Urgent bugs' })).toBeVisible();
  await expect(card(member, 'Crash on save')).toBeVisible();
  await expect(card(member, 'Write the guide')).toHaveCount(0);

  // The owner's link opens the same view in a fresh page of the member's.
  const link = new URL(owner.url());
  const linked = await (await member.context()).newPage();
  await linked.goto(`${link.pathname}${link.search}`);
  await expect(linked.getByRole('button', { name: 'Views: Urgent bugs' })).toBeVisible();
  await expect(card(linked, 'Crash on save')).toBeVisible();
  await expect(card(linked, 'Typo in footer')).toHaveCount(0);
  await expect(card(linked, 'Write the guide')).toHaveCount(0);
  await expect(linked.getByRole('button', { name: 'Label: bug' })).toBeVisible();
  await checkScreen(linked, 'saved-views-board');

  // A bare link naming only the view (as people paste it) applies the view's filters too.
  const saved = link.searchParams.get('saved');
  const bare = await (await member.context()).newPage();
  await bare.goto(`${link.pathname}?saved=${saved}`);
  await expect(bare.getByRole('button', { name: 'Views: Urgent bugs' })).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Label: bug' })).toBeVisible();
  await expect(card(bare, 'Crash on save')).toBeVisible();
  await expect(card(bare, 'Write the guide')).toHaveCount(0);
  // Clearing the filters afterwards leaves them cleared.
  await bare.getByRole('button', { name: 'Clear' }).click();
  await expect(card(bare, 'Write the guide')).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Views: Urgent bugs (edited)' })).toBeVisible();

  // A filter changed after applying the view marks it edited; the owner saves the change.
  await owner.getByRole('button', { name: 'Priority: High' }).click();
  await owner.getByRole('menuitemcheckbox', { name: 'Low' }).click();
  await owner.keyboard.press('Escape');
  await expect(owner.getByRole('button', { name: 'Views: Urgent bugs (edited)' })).toBeVisible();
  await owner.getByRole('button', { name: 'Views: Urgent bugs (edited)' }).click();
  await owner.getByRole('menuitem', { name: 'Save changes to “Urgent bugs”' }).click();
  await expect(owner.getByRole('button', { name: 'Views: Urgent bugs' })).toBeVisible();

  // Deleting it leaves everyone's menu; Undo brings it back.
  await owner.getByRole('button', { name: 'Views: Urgent bugs' }).click();
  await owner.getByRole('menuitem', { name: 'Delete “Urgent bugs”' }).click();
  await expect(owner.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
  await owner.getByRole('button', { name: 'Undo' }).click();
  await owner.getByRole('button', { name: 'Views', exact: true }).click();
  await expect(owner.getByRole('menuitemradio', { name: /Urgent bugs/ })).toBeVisible();
  await owner.keyboard.press('Escape');
});

test('a viewer keeps personal views of their own, which nobody else sees', async ({ browser }) => {
  const team = await createTeam('views-viewer');
  await createTask(team, team.owner, { title: 'Crash on save', labels: ['bug'] });
  const viewer = await open(browser, team.viewer, `${team.boardPath}?label=bug`);
  await expect(card(viewer, 'Crash on save')).toBeVisible();
  await viewer.getByRole('button', { name: 'Views', exact: true }).click();
  await viewer.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = viewer.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByRole('switch', { name: 'Share with workspace' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('My bugs');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(viewer.getByRole('button', { name: 'Views: My bugs' })).toBeVisible();

  const member = await open(browser, team.member, team.boardPath);
  await member.getByRole('button', { name: 'Views', exact: true }).click();
  await expect(member.getByText('No saved views yet.', { exact: false })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type ApiUser,
  createTask,
  createTeam,
  readTask,
  rest,
  type Team,
} from './support/board-fixture';
import { signIn } from './support/sign-in';

/** The column of a status on the board. */
function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

/** A card by its title. */
function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

/** The board's polite live region. */
function politeRegion(page: Page) {
  return page.locator('[role="status"][aria-live="polite"]');
}

/** No axe violations on what the page shows now (within `selector`, when given). */
async function expectAccessible(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A browser context of its own signed in on the board as `user`. */
async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, team.boardPath);
  return page;
}

/** A second board in the team's workspace. */
async function createBoard(team: Team, name: string): Promise<string> {
  const response = await rest(team.owner, 'boards', {
    method: 'POST',
    body: { workspace_id: team.workspaceId, name },
  });
  const [board] = (await response.json()) as { id: string }[];
  if (!response.ok || !board) throw new Error(`creating the board: ${response.status}`);
  return board.id;
}

/** The task's board as the server holds it (`readTask` reads every column). */
async function boardOf(user: ApiUser, taskId: string): Promise<string> {
  return ((await readTask(user, taskId)) as unknown as { board_id: string }).board_id;
}

test('the "Move…" menu sends a card to another board from the keyboard, live for others, and Ctrl+Z brings it back', async ({
  browser,
}) => {
  const team = await createTeam('to-board');
  const bugs = await createBoard(team, 'Bugs');
  const task = await createTask(team, team.owner, { title: 'Belongs elsewhere', status: 'todo' });
  await createTask(team, team.owner, { title: 'Stays here', status: 'todo' });
  const page = await openBoard(browser, team, team.member);
  const watcher = await openBoard(browser, team, team.viewer);
  await expect(card(watcher, 'Belongs elsewhere')).toBeVisible();

  await card(page, 'Belongs elsewhere').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move #1…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Bugs' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Launch plan' })).toHaveCount(0);
  // The open menu is modal (the rest of the page is hidden from assistive tech): check it alone.
  await expectAccessible(page, '[role="menu"]');
  await item.press('Enter');

  await expect(politeRegion(page)).toHaveText(
    'Moved #1 Belongs elsewhere to the board Bugs, at the bottom of Todo.',
  );
  await expect(card(page, 'Belongs elsewhere')).toHaveCount(0);
  await expect(card(page, 'Stays here')).toBeFocused();
  await expect.poll(() => boardOf(team.owner, task.id)).toBe(bugs);
  // The other viewer's board lets the card go without a reload.
  await expect(card(watcher, 'Belongs elsewhere')).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(
    column(page, 'Todo').getByRole('button', { name: /Belongs elsewhere/ }),
  ).toBeVisible();
  await expect(politeRegion(page)).toHaveText(
    'Moved #1 Belongs elsewhere to the board Launch plan, at the bottom of Todo.',
  );
  await expect.poll(() => boardOf(team.owner, task.id)).toBe(team.boardId);
  await expect(card(watcher, 'Belongs elsewhere')).toBeVisible();
  await expectAccessible(page);
});

test('the undo toast leaves the panel’s Comment button free', async ({ page }) => {
  const team = await createTeam('undo-toast-place');
  const description = Array.from({ length: 40 }, (_, n) => `Step ${n + 1} of the rollout.`);
  await createTask(team, team.owner, {
    title: 'Roll out the cache',
    status: 'todo',
    description: description.join('\n\n'),
  });
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = page.getByRole('dialog', { name: /Roll out the cache/ });
  await panel.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(page.getByText('Changed the priority of #1', { exact: true })).toBeVisible();
  // The composer scrolled to the foot of the panel, where the next click goes.
  const button = panel.getByRole('button', { name: 'Comment', exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const comment = await button.boundingBox();
  const shown = await page.locator('[data-sonner-toast]').first().boundingBox();
  expect(comment && shown).toBeTruthy();
  if (comment && shown) {
    const apart =
      shown.x >= comment.x + comment.width ||
      comment.x >= shown.x + shown.width ||
      shown.y >= comment.y + comment.height ||
      comment.y >= shown.y + shown.height;
    expect(apart, `toast ${JSON.stringify(shown)} over Comment ${JSON.stringify(comment)}`).toBe(
      true,
    );
  }
});

test('an edit is undone by the toast and by Ctrl+Z, and not over someone else’s change', async ({
  page,
}) => {
  const team = await createTeam('undo-edit');
  const task = await createTask(team, team.owner, { title: 'Tune the alerts', status: 'todo' });
  const priority = async () =>
    ((await readTask(team.owner, task.id)) as unknown as { priority: string }).priority;
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = page.getByRole('dialog', { name: /Tune the alerts/ });
  const polite = politeRegion(page);

  // Ctrl+Z in the panel, focus back on the field just changed.
  const priorityField = panel.getByRole('combobox', { name: 'Priority' });
  await priorityField.click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect.poll(priority).toBe('high');
  await expect(priorityField).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(polite).toHaveText('Undid the change to the priority of #1 Tune the alerts.');
  await expect.poll(priority).toBe('none');
  await expect(priorityField).toHaveText(/No priority/);

  // The toast's Undo, clicked above the open panel: the panel stays open.
  await priorityField.click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await expect.poll(priority).toBe('urgent');
  await expect(page.getByText('Changed the priority of #1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(polite).toHaveText('Undid the change to the priority of #1 Tune the alerts.');
  await expect.poll(priority).toBe('none');
  await expect(panel).toBeVisible();
  await expect(priorityField).toHaveText(/No priority/);

  // And once the panel is closed.
  await priorityField.click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await expect.poll(priority).toBe('urgent');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Changed the priority of #1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(polite).toHaveText('Undid the change to the priority of #1 Tune the alerts.');
  await expect.poll(priority).toBe('none');
  await expectAccessible(page);

  // Someone else changes the task after this edit: the undo is refused and says why.
  await card(page, 'Tune the alerts').click();
  await panel.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Low' }).click();
  await expect.poll(priority).toBe('low');
  const current = await readTask(team.owner, task.id);
  const theirs = await rest(team.owner, `tasks?id=eq.${task.id}&version=eq.${current.version}`, {
    method: 'PATCH',
    body: { title: 'Tune the alerts today' },
  });
  expect(theirs.ok).toBe(true);
  await expect(page.getByRole('dialog', { name: '#1 Tune the alerts today' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(polite).toHaveText(
    "Couldn't undo the change to the priority of #1. Someone else changed it since; their version stays.",
  );
  await expect(
    page
      .getByRole('region', { name: /Messages/ })
      .getByText("Couldn't undo the change to the priority of #1"),
  ).toBeVisible();
  expect(await priority()).toBe('low');
});

test('a delete is undone with its comment, and everyone sees the task leave and come back', async ({
  browser,
}) => {
  const team = await createTeam('undo-delete');
  const task = await createTask(team, team.owner, { title: 'Deleted too soon', status: 'todo' });
  const comment = await rest(team.member, 'comments', {
    method: 'POST',
    body: { task_id: task.id, workspace_id: team.workspaceId, body: 'Remember the edge case' },
  });
  expect(comment.ok).toBe(true);
  const page = await browser.newContext().then((context) => context.newPage());
  await signIn(page, team.owner, `${team.boardPath}?task=1`);
  const watcher = await openBoard(browser, team, team.member);
  await expect(card(watcher, 'Deleted too soon')).toBeVisible();

  const panel = page.getByRole('dialog', { name: /Deleted too soon/ });
  await expect(panel.getByText('Remember the edge case')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete task' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
  await confirm.getByRole('button', { name: 'Delete task' }).click();
  await expect(politeRegion(page)).toHaveText('Deleted #1 Deleted too soon.');
  await expect(card(page, 'Deleted too soon')).toHaveCount(0);
  await expect(card(watcher, 'Deleted too soon')).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(politeRegion(page)).toHaveText(
    'Restored #1 Deleted too soon with its comments and attachments.',
  );
  await expect(card(page, 'Deleted too soon')).toBeVisible();
  await expect(card(watcher, 'Deleted too soon')).toBeVisible();
  await expectAccessible(page);

  await card(watcher, 'Deleted too soon').click();
  const restored = watcher.getByRole('dialog', { name: /Deleted too soon/ });
  await expect(restored.getByText('Remember the edge case')).toBeVisible();
  expect((await readTask(team.member, task.id)).number).toBe(1);
});

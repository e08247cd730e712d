import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** `days` from today as `YYYY-MM-DD`, in the browser's (and the test's) local calendar. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A browser context of its own signed in on `path`. */
async function openBoard(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

/** The titles of the list's rows, top to bottom (a member's list has row checkboxes first). */
function titles(grid: Locator): Promise<string[]> {
  return grid.locator('[role="gridcell"][aria-colindex="3"]').allInnerTexts();
}

async function seed(team: Team) {
  const owner = team.owner;
  const post = await createTask(team, owner, {
    title: 'Write the launch post',
    status: 'todo',
    priority: 'medium',
    due_date: inDays(5),
  });
  await createTask(team, owner, {
    title: 'Fix the sign-in redirect',
    status: 'in_progress',
    priority: 'high',
    due_date: inDays(1),
  });
  await createTask(team, owner, { title: 'Draft the pricing page', status: 'backlog' });
  await createTask(team, owner, {
    title: 'Record the demo',
    status: 'todo',
    priority: 'low',
    due_date: inDays(3),
  });
  return post;
}

test('the list view sorts, groups, edits live and opens tasks from the keyboard', async ({
  browser,
}) => {
  const team = await createTeam('list');
  const post = await seed(team);
  const a = await openBoard(browser, team.owner, team.boardPath);

  // Switch views with the segmented control; the choice is in the URL.
  await a.getByRole('radio', { name: 'List view' }).click();
  await expect(a.getByRole('radio', { name: 'List view' })).toBeChecked();
  await expect(a).toHaveURL(/view=list/);
  const grid = a.getByRole('grid', { name: 'Launch plan list' });
  await expect(grid.getByRole('button', { name: 'Record the demo' })).toBeVisible();

  // Sort by due: soonest first, undated last; a second click reverses it.
  const due = grid.getByRole('columnheader', { name: 'Due' });
  await grid.getByRole('button', { name: 'Due', exact: true }).click();
  await expect(due).toHaveAttribute('aria-sort', 'ascending');
  await expect(a).toHaveURL(/sort=due/);
  await expect
    .poll(() => titles(grid))
    .toEqual([
      'Fix the sign-in redirect',
      'Record the demo',
      'Write the launch post',
      'Draft the pricing page',
    ]);

  // Group by state: a heading per state, in board order, sorted within.
  await a.getByRole('combobox', { name: 'Group by' }).click();
  await a.getByRole('option', { name: 'State' }).click();
  await expect(a).toHaveURL(/group=state/);
  await expect(grid.getByRole('rowheader', { name: /^Todo/ })).toContainText('2');
  await expect
    .poll(() => grid.getByRole('rowheader').allInnerTexts())
    .toEqual([
      expect.stringMatching(/^Backlog/),
      expect.stringMatching(/^Todo/),
      expect.stringMatching(/^In Progress/),
    ]);

  // A link opens the same list: a second member follows it and sees edits live.
  const b = await openBoard(
    browser,
    team.member,
    new URL(a.url()).pathname + new URL(a.url()).search,
  );
  const otherGrid = b.getByRole('grid', { name: 'Launch plan list' });
  await expect(otherGrid.getByRole('rowheader', { name: /^Todo/ })).toBeVisible();
  await expect(otherGrid.getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  const priority = `Priority of #${post.number}: `;
  await grid.getByRole('button', { name: `${priority}Medium` }).click();
  await a.getByRole('menuitemradio', { name: 'Urgent' }).click();
  await expect(grid.getByRole('button', { name: `${priority}Urgent` })).toBeVisible();
  await expect(otherGrid.getByRole('button', { name: `${priority}Urgent` })).toBeVisible(LIVE);

  // Ctrl+Z takes the edit back, for both.
  await grid.getByRole('button', { name: `${priority}Urgent` }).press('Control+z');
  await expect(otherGrid.getByRole('button', { name: `${priority}Medium` })).toBeVisible(LIVE);

  // Keyboard: from the header, down into the first row and across to its title; Enter opens it.
  await grid.getByRole('button', { name: 'Number' }).focus();
  await a.keyboard.press('ArrowDown');
  await a.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: 'Draft the pricing page' })).toBeFocused();
  await a.keyboard.press('ArrowDown');
  await expect(grid.getByRole('button', { name: 'Record the demo' })).toBeFocused();
  await a.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: /^State of #\d+: Todo/ }).nth(0)).toBeFocused();
  await a.keyboard.press('ArrowLeft');
  await a.keyboard.press('Enter');
  await expect(a.getByRole('dialog', { name: /Record the demo/ })).toBeVisible();
  await expect(a).toHaveURL(/task=\d+/);
  await a.keyboard.press('Escape');
  await expect(a.getByRole('dialog', { name: /Record the demo/ })).toBeHidden();

  // A click on a title opens its task too.
  await grid.getByRole('button', { name: 'Write the launch post' }).click();
  await expect(a.getByRole('dialog', { name: /Write the launch post/ })).toBeVisible();
  await a.keyboard.press('Escape');
});

test('a link opens the same list, pleasant in both themes and on a phone', async ({ page }) => {
  const team = await createTeam('list-screens');
  await seed(team);
  await signIn(page, team.owner, `${team.boardPath}?view=list&sort=due&group=state`);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Launch plan list' });
  await expect(grid.getByRole('rowheader', { name: /^In Progress/ })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await checkScreen(page, 'list-view');

  // A phone: stacked rows of six cells after the row checkboxes, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  // Its header is a strip of sort chips, not column titles over fields that do not line up.
  await expect(grid.getByText('Sort by', { exact: true })).toBeVisible();
  await grid.getByRole('columnheader', { name: 'Priority' }).getByRole('button').click();
  await expect(grid.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(grid.getByRole('button', { name: 'Fix the sign-in redirect' })).toBeVisible();
  const overflows = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflows).toBe(false);
});

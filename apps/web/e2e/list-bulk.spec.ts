import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiUser, createTeam, insertTasks, rest, type Team } from './support/board-fixture';
import { addDays, localDay } from './support/days';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

const TASKS = 5_000;

/**
 * 5,000 Todo tasks, each due on a day of its own: a permutation of 5,000 days around today,
 * so the earliest due tasks are spread through the board's order rather than first in it.
 */
async function seedLargeBoard(team: Team): Promise<void> {
  const today = localDay();
  const tasks = Array.from({ length: TASKS }, (_, index) => ({
    title: `Task ${index + 1}`,
    status: 'todo',
    due_date: addDays(today, ((index * 7919 + 1234) % TASKS) - TASKS / 2),
  }));
  await insertTasks(team, tasks);
}

/** The titles of the board's `count` earliest due tasks, as the server orders them. */
async function earliestDue(team: Team, count: number): Promise<string[]> {
  const response = await rest(
    team.member,
    `tasks?board_id=eq.${team.boardId}&select=title&order=due_date.asc&limit=${count}`,
  );
  const rows = (await response.json()) as { title: string }[];
  return rows.map((row) => row.title);
}

async function openBoard(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

/** The list's grid. */
function grid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Launch plan list' });
}

/** The titles of the list's first rows drawn, top to bottom (the checkboxes are column 1). */
async function firstTitles(page: Page, count: number): Promise<string[]> {
  const titles = await grid(page).locator('[role="gridcell"][aria-colindex="3"]').allInnerTexts();
  return titles.slice(0, count);
}

function bar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Bulk actions' });
}

test('a 5,000-task board sorted by due in the list, saved as a shared view, opened by link and bulk-edited live', async ({
  browser,
}) => {
  // Two browsers on a board of 5,000 tasks, and a screen checked in two themes at two sizes.
  test.slow();
  const team = await createTeam('list-bulk');
  await seedLargeBoard(team);
  const earliest = await earliestDue(team, 5);

  // The owner switches the board to the list and sorts it by due date.
  const owner = await openBoard(browser, team.owner, team.boardPath);
  await owner.getByRole('radio', { name: 'List view' }).click();
  await expect(grid(owner)).toHaveAttribute('aria-rowcount', String(TASKS + 1));
  await grid(owner).getByRole('button', { name: 'Due', exact: true }).click();
  await expect(grid(owner).getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => firstTitles(owner, 5)).toEqual(earliest);

  // Saved as a view shared with the workspace.
  await owner.getByRole('button', { name: 'Views', exact: true }).click();
  await owner.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Due soonest');
  await dialog.getByRole('switch', { name: 'Share with workspace' }).click();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Views: Due soonest' })).toBeVisible();
  await expect(owner).toHaveURL(/[?&]saved=/);

  // A second member opens the view by its link, in a browser of their own: the same sorted list.
  const link = new URL(owner.url());
  const member = await openBoard(browser, team.member, `${link.pathname}${link.search}`);
  await expect(member.getByRole('button', { name: 'Views: Due soonest' })).toBeVisible();
  await expect(grid(member).getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => firstTitles(member, 5)).toEqual(earliest);

  // The owner selects the first row by its checkbox and the next two with Shift+click.
  const [first, , third] = earliest;
  await grid(owner)
    .getByRole('checkbox', { name: `Select ${first}` })
    .click();
  await expect(bar(owner)).toContainText('1 selected');
  await grid(owner)
    .getByRole('button', { name: third, exact: true })
    .click({ modifiers: ['Shift'] });
  await expect(bar(owner)).toContainText('3 selected');
  await expect(owner.getByRole('dialog')).toHaveCount(0);
  await expect(
    grid(owner).getByRole('checkbox', { name: 'Select all matching tasks' }),
  ).toHaveAttribute('aria-checked', 'mixed');
  await checkScreen(owner, 'list-bulk');

  // Moved to Done in one batch: live for the member's list, then one Undo takes it back.
  await bar(owner).getByRole('button', { name: 'State' }).click();
  await owner.getByRole('menuitem', { name: 'Done' }).click();
  await expect(owner.getByText('Moved 3 tasks to Done', { exact: true })).toBeVisible();
  const memberStates = grid(member).getByRole('button', { name: /^State of #\d+: Done/ });
  await expect(memberStates).toHaveCount(3, LIVE);
  await owner.locator('body').press('ControlOrMeta+z');
  await expect(memberStates).toHaveCount(0, LIVE);
  await expect(grid(owner).getByRole('button', { name: /^State of #\d+: Done/ })).toHaveCount(0);
});

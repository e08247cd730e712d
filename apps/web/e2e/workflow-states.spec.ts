import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, addAdmin, createTask, createTeam, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

function announcer(page: Page) {
  return page.locator('[role="status"][aria-live="polite"]');
}

async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, team.boardPath);
  await expect(column(page, 'Todo')).toBeVisible();
  return page;
}

/** The names of the board's columns, in order. */
async function columnNames(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2 }).allTextContents();
}

/** Adds a column from the board's "Add column" button, as an admin does. */
async function addColumn(page: Page, name: string, limit?: number) {
  await page.getByRole('button', { name: 'Add column' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add column' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (limit !== undefined) {
    await dialog.getByRole('textbox', { name: /WIP limit/ }).fill(String(limit));
  }
  await dialog.getByRole('button', { name: 'Add column' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the header menu of the column `name` and picks `item`. */
async function columnAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Column actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Moves the card `title` from Todo to the column `steps` to the right, from the keyboard. */
async function moveRight(page: Page, title: string, steps: number, to: string) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: new RegExp(title) }).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Task');
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
  await expect(live).toContainText(`is over ${to}`);
  await page.keyboard.press('Space');
  await expect(column(page, to).getByRole('button', { name: new RegExp(title) })).toBeVisible();
}

test('an admin adds a QA column with a WIP limit, fills it past the limit and renames it, live for a member', async ({
  browser,
}) => {
  // Two browsers and three screens checked in both themes and sizes.
  test.slow();
  const team = await createTeam('states');
  const admin = await addAdmin(team, 'states');
  const tasks = [];
  for (const title of ['First check', 'Second check', 'Third check']) {
    tasks.push(await createTask(team, team.owner, { title, status: 'todo' }));
  }
  const shaper = await openBoard(browser, team, admin);
  const member = await openBoard(browser, team, team.member);
  // A member works on the board but does not shape it.
  await expect(member.getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /^Column actions for/ })).toHaveCount(0);

  await addColumn(shaper, 'QA', 2);
  await expect(announcer(shaper)).toContainText('Added column QA.');
  for (const page of [shaper, member]) {
    await expect(column(page, 'QA')).toContainText('0 tasks, limit 2', LIVE);
  }
  await checkScreen(shaper, 'board-column-added');

  // The new column lands before Done: Todo → In Progress → In Review → QA, from the keyboard;
  // the third by its "Move…" menu.
  await expect
    .poll(() => columnNames(shaper))
    .toEqual(['Backlog', 'Todo', 'In Progress', 'In Review', 'QA', 'Done']);
  await moveRight(shaper, 'First check', 3, 'QA');
  await moveRight(shaper, 'Second check', 3, 'QA');
  await expect(column(member, 'QA')).toContainText('2 tasks, limit 2, at the limit', LIVE);
  await shaper.getByRole('button', { name: `Move #${tasks[2]?.number}…` }).click();
  await shaper.getByRole('menuitem', { name: 'QA' }).click();
  const warning = 'QA is over its limit: 3 of 2 tasks.';
  await expect(shaper.getByText(warning).first()).toBeVisible();
  await expect(announcer(shaper)).toContainText(warning);
  await expect(column(member, 'QA')).toContainText('3 tasks, limit 2, over the limit', LIVE);
  await expect(column(member, 'QA')).toContainText('3 / 2');
  await checkScreen(shaper, 'board-wip-over-limit');

  // Ctrl+Z takes the third card back to Todo, for everyone.
  await shaper.keyboard.press('Control+z');
  await expect(column(member, 'Todo')).toContainText('Third check', LIVE);
  await expect(column(member, 'QA')).toContainText('2 tasks, limit 2, at the limit', LIVE);

  await columnAction(shaper, 'QA', 'Rename…');
  const edit = shaper.getByRole('dialog', { name: 'Edit QA' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await checkScreen(shaper, 'board-column-edit');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Quality');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(announcer(shaper)).toContainText('Renamed QA to Quality.');
  for (const page of [shaper, member]) {
    await expect(column(page, 'Quality')).toContainText('2 tasks', LIVE);
    await expect(page.getByRole('heading', { level: 2, name: 'QA', exact: true })).toHaveCount(0);
  }

  // A name the board already has is refused where it was typed.
  await columnAction(shaper, 'Quality', 'Rename…');
  const again = shaper.getByRole('dialog', { name: 'Edit Quality' });
  await again.getByRole('textbox', { name: 'Name' }).fill('todo');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'The board already has a column named todo.',
  );
  await shaper.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('an admin reorders a column, deletes it with its tasks going elsewhere, and undoes it, live', async ({
  browser,
}) => {
  test.slow();
  const team = await createTeam('states-delete');
  const admin = await addAdmin(team, 'states-delete');
  const shaper = await openBoard(browser, team, admin);
  const member = await openBoard(browser, team, team.member);

  await addColumn(shaper, 'Staging');
  await expect(column(member, 'Staging')).toBeVisible(LIVE);
  // "+" on the added column creates the task right there.
  await shaper.getByRole('button', { name: 'Create task in Staging' }).click();
  const create = shaper.getByRole('dialog', { name: 'New task' });
  await create.getByRole('textbox', { name: 'Title' }).fill('Ship the build');
  await create.getByRole('button', { name: 'Create task' }).click();
  await expect(column(member, 'Staging')).toContainText('Ship the build', LIVE);
  // It stays open for the next card: what is typed next is its title, not a shortcut ("t").
  const title = create.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('');
  await shaper.keyboard.type('tag the release');
  await shaper.keyboard.press('Enter');
  await expect(column(member, 'Staging')).toContainText('tag the release', LIVE);
  await expect(title).toHaveValue('');
  await shaper.keyboard.press('Escape');
  await expect(create).toBeHidden();

  await columnAction(shaper, 'Staging', 'Move left');
  const reordered = ['Backlog', 'Todo', 'In Progress', 'Staging', 'In Review', 'Done'];
  await expect.poll(() => columnNames(shaper)).toEqual(reordered);
  await expect.poll(() => columnNames(member), LIVE).toEqual(reordered);

  await columnAction(shaper, 'Staging', 'Delete column…');
  const confirm = shaper.getByRole('alertdialog', { name: 'Delete Staging?' });
  await expect(confirm).toContainText('Staging holds 2 tasks.');
  await checkScreen(shaper, 'board-column-delete');
  await confirm.getByRole('combobox', { name: 'Move its tasks to' }).click();
  await shaper.getByRole('option', { name: 'In Review' }).click();
  await confirm.getByRole('button', { name: 'Delete column' }).click();
  await expect(announcer(shaper)).toContainText(
    'Deleted column Staging; its tasks moved to In Review.',
  );
  for (const page of [shaper, member]) {
    await expect(column(page, 'Staging')).toHaveCount(0, LIVE);
    await expect(column(page, 'In Review')).toContainText('Ship the build', LIVE);
  }

  // Ctrl+Z brings the column back where it was, with its task.
  await shaper.keyboard.press('Control+z');
  for (const page of [shaper, member]) {
    await expect(column(page, 'Staging')).toContainText('Ship the build', LIVE);
    await expect.poll(() => columnNames(page), LIVE).toEqual(reordered);
  }
  await expect(column(member, 'In Review')).toContainText('0 tasks');
});

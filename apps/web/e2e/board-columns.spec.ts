import { type Browser, expect, type Page, test } from '@playwright/test';
import { clientFor } from './support/api-client';
import { type ApiUser, createTask, createTeam, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** The board's columns, in order, once "QA / Testing" is added. */
const BOARD_COLUMNS = [
  'Backlog',
  'Todo',
  'In Progress',
  'QA / Testing',
  'In Review',
  'Done',
  'Canceled',
];

function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, team.boardPath);
  await expect(column(page, 'Todo')).toBeVisible();
  return page;
}

/** Adds the column "QA / Testing" (a started state) right after In Progress, as an admin. */
async function addQaColumn(team: Team): Promise<void> {
  const client = await clientFor(team.owner);
  const states = await client.states.list(team.boardId);
  const inProgress = states.find((state) => state.name === 'In Progress');
  const inReview = states.find((state) => state.name === 'In Review');
  const qa = await client.states.create({
    boardId: team.boardId,
    name: 'QA / Testing',
    category: 'started',
  });
  await client.states.move({ stateId: qa.id, aboveId: inProgress?.id, belowId: inReview?.id });
  await client.auth.signOut();
}

test('the panel’s Status lists the board’s own columns and moves the card to one, live', async ({
  browser,
}) => {
  // Two browsers and a screen checked in both themes and sizes.
  test.slow();
  const team = await createTeam('columns');
  await addQaColumn(team);
  const task = await createTask(team, team.owner, {
    title: 'Check the export',
    status: 'todo',
    assignee_id: team.member.id,
  });
  const page = await openBoard(browser, team, team.member);
  const other = await openBoard(browser, team, team.owner);
  await expect(column(page, 'QA / Testing')).toBeVisible();
  // A viewer has the task open: its Status reads the column, without a control.
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, team.viewer, `${team.boardPath}?task=${task.number}`);
  const readStatus = reader
    .getByRole('dialog', { name: /Check the export/ })
    .getByText('Status', { exact: true })
    .locator('..');
  await expect(readStatus).toHaveText(/Todo/);

  await page.getByRole('button', { name: /Check the export/ }).click();
  const panel = page.getByRole('dialog', { name: /Check the export/ });
  const status = panel.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText(/Todo/);
  // From the keyboard: the field opens on Enter and lists the columns by name, in board order.
  await status.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(BOARD_COLUMNS);
  await page.getByRole('option', { name: 'QA / Testing' }).press('Enter');
  await expect(status).toHaveText(/QA \/ Testing/);
  await expect(status).toBeFocused();

  await checkScreen(page, 'task-panel-custom-column');

  // The card is in QA / Testing, live on the other browsers' board and panel, and on this one
  // behind the panel.
  await expect(readStatus).toHaveText(/QA \/ Testing/, LIVE);
  await expect(
    column(other, 'QA / Testing').getByRole('button', { name: /Check the export/ }),
  ).toBeVisible(LIVE);
  await expect(column(other, 'Todo')).not.toContainText('Check the export');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(
    column(page, 'QA / Testing').getByRole('button', { name: /Check the export/ }),
  ).toBeVisible();

  // The card's "Move…" menu offers the board's other columns by name.
  await page.getByRole('button', { name: `Move #${task.number}…` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Backlog',
    'Todo',
    'In Progress',
    'In Review',
    'Done',
    'Canceled',
    'Top of the column',
    'Up one place',
    'Down one place',
    'Bottom of the column',
  ]);
  await page.keyboard.press('Escape');
  // The palette finds the task by its column's name.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('testing');
  await expect(palette.getByRole('option', { name: /Check the export/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // The task's history names the columns, as the workspace's feed does.
  await page.getByRole('button', { name: /Check the export/ }).click();
  const history = `moved #${task.number} from Todo to QA / Testing`;
  await expect(page.getByRole('dialog', { name: /Check the export/ })).toContainText(history);
  await page.keyboard.press('Escape');
  await page.goto(`/w/${team.slug}/activity`);
  const feed = page.getByRole('list', { name: 'Workspace activity' });
  await expect(feed).toContainText(history);
  await expect(feed).not.toContainText('to In Progress');
  await checkScreen(page, 'activity-custom-column');

  // The other browser's panel reads the column too, and a reload keeps it.
  await other.goto(`${team.boardPath}?task=${task.number}`);
  await expect(other.getByRole('dialog').getByRole('combobox', { name: 'Status' })).toHaveText(
    /QA \/ Testing/,
  );
});

test('the Status filter offers the board’s own columns and keeps the chosen one in the link', async ({
  page,
}) => {
  const team = await createTeam('columns-filter');
  await addQaColumn(team);
  const client = await clientFor(team.owner);
  const qa = (await client.states.list(team.boardId)).find((s) => s.name === 'QA / Testing');
  const inQa = await createTask(team, team.owner, { title: 'Verify the import', status: 'todo' });
  await client.tasks.move({ taskId: inQa.id, stateId: qa?.id ?? '' });
  await client.auth.signOut();
  await createTask(team, team.owner, { title: 'Write the notes', status: 'in_progress' });

  await signIn(page, team.member, team.boardPath);
  await expect(column(page, 'QA / Testing')).toBeVisible();
  await page.getByRole('button', { name: 'Filter by status' }).click();
  await expect(page.getByRole('menuitemcheckbox')).toHaveText(BOARD_COLUMNS);
  await page.getByRole('menuitemcheckbox', { name: 'QA / Testing' }).click();
  await page.keyboard.press('Escape');
  // Only the chosen column, though In Progress holds tasks of the same kind.
  await expect(page.getByRole('button', { name: /Verify the import/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Write the notes/ })).toHaveCount(0);
  await expect(column(page, 'In Progress')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`state=[^&]*${qa?.id}`));
  await page.reload();
  await expect(page.getByRole('button', { name: /Verify the import/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Write the notes/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Status: QA / Testing' })).toBeVisible();
});

test('My tasks names the column a task is in, an added one too', async ({ page }) => {
  // A screen checked in both themes and sizes.
  test.slow();
  const team = await createTeam('columns-mine');
  await addQaColumn(team);
  const client = await clientFor(team.owner);
  const qa = (await client.states.list(team.boardId)).find((s) => s.name === 'QA / Testing');
  const inQa = await createTask(team, team.owner, {
    title: 'Verify the import',
    status: 'todo',
    assignee_id: team.member.id,
  });
  await client.tasks.move({ taskId: inQa.id, stateId: qa?.id ?? '' });
  await client.auth.signOut();
  await createTask(team, team.owner, {
    title: 'Write the notes',
    status: 'in_progress',
    assignee_id: team.member.id,
  });

  await signIn(page, team.member, '/my-tasks');
  const row = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  await expect(row('Verify the import')).toContainText('QA / Testing');
  await expect(row('Verify the import')).not.toContainText('In Progress');
  await expect(row('Write the notes')).toContainText('In Progress');
  await checkScreen(page, 'my-tasks-custom-column');
  // On a phone too the column is named, under the title.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    row('Verify the import')
      .getByText(/QA \/ Testing/)
      .filter({ visible: true }),
  ).toHaveCount(1);
});

test('a column set from the panel is undone back to its place, and the workflow’s rule holds', async ({
  page,
}) => {
  const team = await createTeam('columns-undo');
  await addQaColumn(team);
  const first = await createTask(team, team.owner, { title: 'First in Todo', status: 'todo' });
  await createTask(team, team.owner, { title: 'Second in Todo', status: 'todo' });
  await createTask(team, team.owner, { title: 'Already canceled', status: 'canceled' });
  await signIn(page, team.member, `${team.boardPath}?task=${first.number}`);
  const panel = page.getByRole('dialog', { name: /First in Todo/ });
  const status = panel.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText(/Todo/);
  await status.click();
  await page.getByRole('option', { name: 'QA / Testing' }).click();
  await expect(status).toHaveText(/QA \/ Testing/);
  // The toast's Undo puts it back in Todo, above the card that was below it.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(status).toHaveText(/Todo/);
  await page.keyboard.press('Escape');
  await expect(
    column(page, 'Todo').getByRole('button', { name: /(First|Second) in Todo/ }),
  ).toHaveText([/First in Todo/, /Second in Todo/]);

  // A canceled task reopens only to an unstarted column: the others are offered but disabled.
  await page.goto(`${team.boardPath}?task=3`);
  const canceled = page.getByRole('dialog', { name: /Already canceled/ });
  await canceled.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'QA / Testing' })).toBeDisabled();
  await expect(page.getByRole('option', { name: 'Todo' })).toBeEnabled();
});

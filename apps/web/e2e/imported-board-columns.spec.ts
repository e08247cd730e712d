import { writeFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTeam } from './support/board-fixture';
import { LIVE } from './support/live';
import { signIn } from './support/sign-in';

/** A Trello list's id, as Trello writes them (24 hex digits). */
const listId = (n: number) => `5f${n.toString(16).padStart(22, '0')}`;

/** The lists of a client-work board in Trello: none of them one of Tandem's own columns. */
const LISTS = ['Ideas', 'To Do', 'Doing', 'Waiting on client', 'Done ✅'];

/** A small Trello export: the five lists and one card in "Ideas". */
function trelloExport() {
  return {
    id: listId(900),
    name: 'Client work',
    desc: '',
    lists: LISTS.map((name, n) => ({ id: listId(n), name, closed: false, pos: 1024 * (n + 1) })),
    labels: [],
    cards: [
      {
        id: listId(100),
        name: 'Send the proposal',
        desc: '',
        idList: listId(0),
        closed: false,
        pos: 16384,
        due: null,
        idLabels: [],
        idMembers: [],
      },
    ],
    checklists: [],
    members: [],
    actions: [],
  };
}

function column(page: Page, name: string) {
  return page.getByRole('region', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
}

async function signedIn(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

test('on an imported Trello board, each of its five columns is set from the panel, live, and named everywhere', async ({
  browser,
}, testInfo) => {
  test.slow();
  const team = await createTeam('clientwork');
  const file = testInfo.outputPath('client-work.json');
  writeFileSync(file, JSON.stringify(trelloExport()));

  // The owner imports the board.
  const owner = await signedIn(browser, team.owner, `/w/${team.slug}`);
  await owner.getByRole('button', { name: 'Import board' }).first().click();
  const dialog = owner.getByRole('dialog', { name: 'Import board' });
  await dialog.getByLabel('Choose a file to import').setInputFiles(file);
  await dialog.getByRole('button', { name: /^Import 1 card$/ }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'was imported' })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Open board' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Client work' })).toBeVisible();
  for (const name of LISTS) await expect(column(owner, name)).toBeVisible();

  // A member follows on the same board, in another browser.
  const member = await signedIn(browser, team.member, new URL(owner.url()).pathname);
  await expect(
    column(member, 'Ideas').getByRole('button', { name: /Send the proposal/ }),
  ).toBeVisible();

  // The owner takes the card and sets each column from the panel; the member sees each move.
  await owner.getByRole('button', { name: /Send the proposal/ }).click();
  const panel = owner.getByRole('dialog', { name: /Send the proposal/ });
  await panel.getByRole('combobox', { name: 'Assignee' }).click();
  await owner.getByRole('option', { name: team.owner.displayName }).click();
  const status = panel.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText(/Ideas/);
  await status.click();
  // The board's own columns, in its order, and the Canceled column every board has.
  await expect(owner.getByRole('listbox').getByRole('option')).toHaveText([...LISTS, 'Canceled']);
  await owner.keyboard.press('Escape');
  // Done reopens only to a column not started yet, so the round goes by To Do.
  for (const name of ['Doing', 'Done ✅', 'To Do', 'Ideas', 'Waiting on client']) {
    await status.click();
    await owner.getByRole('option', { name }).click();
    await expect(status).toHaveText(new RegExp(name));
    await expect(
      column(member, name).getByRole('button', { name: /Send the proposal/ }),
    ).toBeVisible(LIVE);
  }
  await owner.keyboard.press('Escape');

  // The card's menu offers the board's columns by name.
  await owner.getByRole('button', { name: 'Move #1…' }).click();
  await expect(owner.getByRole('menuitem', { name: 'Doing' })).toBeVisible();
  await expect(owner.getByRole('menuitem', { name: 'Done ✅' })).toBeVisible();
  await owner.keyboard.press('Escape');

  // My tasks and the activity name the column, not a built-in status.
  await owner.goto('/my-tasks');
  const row = owner.getByRole('listitem').filter({ hasText: 'Send the proposal' });
  await expect(row).toContainText('Waiting on client');
  await owner.goto(`/w/${team.slug}/activity`);
  await expect(owner.getByText(/moved #1 from Ideas to Waiting on client/)).toBeVisible();
  await expect(owner.getByText(/moved #1 from Doing to Done ✅/)).toBeVisible();
});

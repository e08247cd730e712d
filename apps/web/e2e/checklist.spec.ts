import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** A browser context of its own (cookies, storage) signed in at `path`. */
async function open(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

test('a member fills in a checklist; the other browser sees the card’s progress live; a deletion is undone', async ({
  browser,
}) => {
  const team: Team = await createTeam('checklist');
  const task = await createTask(team, team.owner, { title: 'Pack for the trip', status: 'todo' });
  const watcher = await open(browser, team.owner, team.boardPath);
  await expect(card(watcher, 'Pack for the trip')).toBeVisible();
  const page = await open(browser, team.member, `${team.boardPath}?task=${task.number}`);
  const panel = page.getByRole('dialog', { name: /Pack for the trip/ });

  // Items added with Enter, the field kept for the next one.
  const field = panel.getByRole('textbox', { name: 'Add checklist item' });
  for (const title of ['Passport', 'Tickets', 'Charger']) {
    await field.fill(title);
    await field.press('Enter');
    await expect(panel.getByRole('checkbox', { name: title })).toBeVisible();
  }
  await expect(card(watcher, 'Pack for the trip')).toHaveAccessibleDescription(
    /0 of 3 checklist items done/,
    LIVE,
  );

  // Two checked off, one with the mouse and one with Space: the other browser follows.
  await panel.getByRole('checkbox', { name: 'Passport' }).click();
  await panel.getByRole('checkbox', { name: 'Tickets' }).press('Space');
  await expect(panel.getByRole('img', { name: '2 of 3 checklist items done' })).toBeVisible();
  await expect(card(watcher, 'Pack for the trip')).toHaveAccessibleDescription(
    /2 of 3 checklist items done/,
    LIVE,
  );
  await expect(card(watcher, 'Pack for the trip').getByText('2/3')).toBeVisible();
  await checkScreen(page, 'task-checklist');

  // A deletion, taken back from the toast: the item and the progress return.
  await panel.getByRole('button', { name: 'Delete item Charger' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Charger' })).toHaveCount(0);
  await expect(card(watcher, 'Pack for the trip')).toHaveAccessibleDescription(
    /2 of 2 checklist items done/,
    LIVE,
  );
  const toasts = page.getByRole('region', { name: /Messages/ });
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Charger' })).not.toBeChecked();
  await expect(card(watcher, 'Pack for the trip')).toHaveAccessibleDescription(
    /2 of 3 checklist items done/,
    LIVE,
  );
  await checkScreen(watcher, 'board-checklist-progress');
});

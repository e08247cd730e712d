import { expect, type Page, test } from '@playwright/test';
import { createTask, createTeam, rest } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** How soon a notification must reach the other person's open page: live, no reload. */
const LIVE = { timeout: 2_000 };

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a mention and an assignment raise the other’s unread count live, never one’s own', async ({
  browser,
}) => {
  const team = await createTeam('bell');
  const task = await createTask(team, team.owner, { title: 'Ring the bell', status: 'todo' });

  const contextA = await browser.newContext();
  const a = await contextA.newPage();
  await signIn(a, team.owner, `${team.boardPath}?task=1`);
  const panel = a.getByRole('dialog');
  await expect(panel.getByRole('article')).toBeVisible();

  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  await signIn(b, team.member, team.boardPath);
  await expect(b.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  await expect(bellOf(b)).toHaveAccessibleName('Notifications');

  // A mentions B through the picker `@` opens.
  const composer = panel.getByRole('textbox', { name: 'Comment', exact: true });
  await composer.pressSequentially('@Bell-mem');
  await expect(a.getByRole('option', { name: /Bell-member Tester/ })).toBeVisible();
  await composer.press('Enter');
  await composer.pressSequentially(' can you look?');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(panel.getByText('can you look?')).toBeVisible();

  await expect(bellOf(b)).toHaveAccessibleName('Notifications, 1 unread', LIVE);

  // B opens the inbox and the mention: the task opens and the count goes back to none.
  await bellOf(b).click();
  const mention = b.getByRole('link', { name: /mentioned you/ });
  await expect(mention).toBeVisible();
  await checkScreen(b, 'notification-inbox');
  await mention.click();
  await expect(b).toHaveURL(new RegExp(`/w/${team.slug}/t/1$`));
  await expect(b.getByRole('heading', { name: /Ring the bell/ }).first()).toBeVisible();
  await expect(bellOf(b)).toHaveAccessibleName('Notifications', LIVE);

  // Being mentioned made B a watcher of the task; B can stop watching it.
  const watchers = b.getByRole('region', { name: 'Watchers' });
  await expect(watchers).toContainText('Bell-member Tester (you)');
  await b.getByRole('button', { name: 'Stop watching' }).click();
  await expect(b.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
  await expect(watchers).not.toContainText('Bell-member Tester');

  // An assignment by A raises B's count again.
  const assigned = await rest(team.owner, `tasks?id=eq.${task.id}`, {
    method: 'PATCH',
    body: { assignee_id: team.member.id },
  });
  expect(assigned.ok, await assigned.text()).toBe(true);
  await expect(bellOf(b)).toHaveAccessibleName('Notifications, 1 unread', LIVE);

  // None of that was news to A (whose bell the modal panel hides until it is closed); B's count
  // rising shows the events have been delivered.
  await a.keyboard.press('Escape');
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await expect(bellOf(a)).toHaveAccessibleName('Notifications');

  await contextA.close();
  await contextB.close();
});

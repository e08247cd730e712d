import { expect, type Page, test } from '@playwright/test';
import { LOCAL_SECRET_KEY } from '@tandem/local-backend';
import { type ApiUser, createTask, createTeam, rest } from './support/board-fixture';
import { awaitMessage } from './support/inbox';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { BACKEND_URL } from './support/urls';

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/**
 * Runs the digest now, as pg_cron would once `person`'s unread notifications had waited: they
 * are backdated past the delay, then the Edge Function is called as the job calls it.
 */
async function sendDigestTo(person: ApiUser): Promise<void> {
  const aged = await rest('service', `notifications?recipient_id=eq.${person.id}&read_at=is.null`, {
    method: 'PATCH',
    body: { created_at: new Date(Date.now() - 15 * 60_000).toISOString() },
  });
  expect(aged.ok, await aged.text()).toBe(true);
  const sent = await fetch(`${BACKEND_URL}/functions/v1/send-notification-digest`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SECRET_KEY,
      authorization: `Bearer ${LOCAL_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  expect(sent.ok, await sent.text()).toBe(true);
}

test('a mention and an assignment raise the other’s unread count live, never one’s own', async ({
  browser,
}) => {
  // Two people, live counts and a digest email on its way: more than a minute on a busy machine.
  test.slow();
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
  // The box reads the name, not the id it sends.
  await expect(composer).toHaveValue('@Bell-member Tester ');
  await composer.pressSequentially('can you look?');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  // The box empties once the comment is saved; until then its text matches too.
  await expect(composer).toHaveValue('');
  await expect(panel.getByText('can you look?')).toBeVisible();

  await expect(bellOf(b)).toHaveAccessibleName('Notifications, 1 unread', LIVE);
  // Being mentioned made B a watcher: A's open panel lists them at once.
  const watchersOnA = panel.getByRole('region', { name: 'Watchers' });
  await expect(watchersOnA).toContainText('Bell-member Tester', LIVE);

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
  await expect(watchersOnA).not.toContainText('Bell-member Tester', LIVE);

  // An assignment by A raises B's count again.
  const assigned = await rest(team.owner, `tasks?id=eq.${task.id}`, {
    method: 'PATCH',
    body: { assignee_id: team.member.id },
  });
  expect(assigned.ok, await assigned.text()).toBe(true);
  await expect(bellOf(b)).toHaveAccessibleName('Notifications, 1 unread', LIVE);

  // Left unread, the assignment is emailed in the digest, whose link opens the task in a
  // second tab of B's.
  await sendDigestTo(team.member);
  const digest = await awaitMessage(team.member.email, /assigned #1 Ring the bell to you/);
  const link = digest.links.find((l) => l.endsWith(`/w/${team.slug}/t/1`));
  expect(link, digest.text).toBeDefined();
  const b2 = await contextB.newPage();
  await b2.goto(link as string);
  await expect(b2.getByRole('heading', { name: /Ring the bell/ }).first()).toBeVisible();
  await expect(bellOf(b2)).toHaveAccessibleName('Notifications, 1 unread');

  // Marking all read there clears the count in B's first tab too.
  await bellOf(b2).click();
  await b2.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bellOf(b2)).toHaveAccessibleName('Notifications');
  await expect(bellOf(b)).toHaveAccessibleName('Notifications', LIVE);

  // None of that was news to A (whose bell the modal panel hides until it is closed); B's count
  // rising shows the events have been delivered.
  await a.keyboard.press('Escape');
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await expect(bellOf(a)).toHaveAccessibleName('Notifications');

  await contextA.close();
  await contextB.close();
});

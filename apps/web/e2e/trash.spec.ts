import { expect, type Page, test } from '@playwright/test';
import { addAdmin, createTask, createTeam, rest } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** A card on the board by its title. */
function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

test('a deleted task is restored from the Trash after a reload, with its comment, back on its board', async ({
  page,
}) => {
  const team = await createTeam('trash-restore');
  const task = await createTask(team, team.owner, { title: 'Ship the beta', status: 'todo' });
  const comment = await rest(team.member, 'comments', {
    method: 'POST',
    body: { task_id: task.id, workspace_id: team.workspaceId, body: 'Check the release notes' },
  });
  expect(comment.ok).toBe(true);
  await signIn(page, team.owner, `${team.boardPath}?task=${task.number}`);

  const panel = page.getByRole('dialog', { name: /Ship the beta/ });
  await expect(panel.getByText('Check the release notes')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete task' }).click();
  const confirm = page.getByRole('alertdialog');
  // The confirmation promises what the Trash keeps, not the old ten minutes.
  await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
  await confirm.getByRole('button', { name: 'Delete task' }).click();
  await expect(card(page, 'Ship the beta')).toHaveCount(0);

  // After a reload the undo toast and Ctrl+Z are gone: the Trash still has it.
  await page.reload();
  await expect(page.getByRole('region', { name: /^Todo/ })).toBeVisible();
  await expect(card(page, 'Ship the beta')).toHaveCount(0);
  await page.goto(`/w/${team.slug}`);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Trash' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Deleted tasks' });
  const row = list.getByRole('listitem').filter({ hasText: '#1 Ship the beta' });
  await expect(row).toContainText('Launch plan · 1 comment');
  await expect(row).toContainText('Deleted by Trash-restore-owner Tester on');
  await expect(row).toContainText('30 days left');
  await checkScreen(page, 'trash');

  await row.getByRole('button', { name: 'Restore #1 Ship the beta' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Restored #1 Ship the beta' });
  await expect(toast).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'The Trash is empty' })).toBeVisible();

  await toast.getByRole('link', { name: 'Open #1 on Launch plan' }).click();
  await expect(page).toHaveURL(new RegExp(`${team.boardPath}\\?task=1$`));
  const restored = page.getByRole('dialog', { name: /Ship the beta/ });
  await expect(restored.getByText('Check the release notes')).toBeVisible();
  await restored.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('region', { name: /^Todo/ }).getByRole('button', { name: /Ship the beta/ }),
  ).toBeVisible();
});

test("a member who did not delete a task does not see it in the Trash, and the task's link says it is in the trash", async ({
  browser,
}) => {
  const team = await createTeam('trash-link');
  const admin = await addAdmin(team, 'trash-link');
  const task = await createTask(team, team.member, { title: 'Draft the pricing page' });
  const deleted = await rest(admin, `tasks?id=eq.${task.id}`, { method: 'DELETE' });
  expect(deleted.ok).toBe(true);

  const member = await browser.newContext().then((context) => context.newPage());
  await signIn(member, team.member, `/w/${team.slug}/trash`);
  await expect(member.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await expect(member.getByRole('heading', { level: 2, name: 'The Trash is empty' })).toBeVisible();
  await expect(member.getByText('Draft the pricing page')).toHaveCount(0);

  await member.goto(`/w/${team.slug}/t/${task.number}`);
  await expect(
    member.getByRole('heading', { level: 1, name: `#${task.number} is in the trash` }),
  ).toBeVisible();
  await expect(
    member.getByText('Only an admin or the person who deleted it can restore it.'),
  ).toBeVisible();
  await expect(member.getByRole('button', { name: /Restore/ })).toHaveCount(0);
  await expect(member.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);

  // Viewers restore nothing: the workspace offers them no Trash.
  const viewer = await browser.newContext().then((context) => context.newPage());
  await signIn(viewer, team.viewer, `/w/${team.slug}`);
  const tabs = viewer.getByRole('navigation', { name: 'Workspace' });
  await expect(tabs.getByRole('link', { name: 'Activity' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Trash' })).toHaveCount(0);

  // The admin who deleted it restores it from its link, and the page shows the task.
  const owner = await browser.newContext().then((context) => context.newPage());
  await signIn(owner, admin, `/w/${team.slug}/t/${task.number}`);
  await expect(
    owner.getByRole('heading', { level: 1, name: `#${task.number} is in the trash` }),
  ).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Open the Trash' })).toBeVisible();
  await checkScreen(owner, 'task-in-trash');
  await owner
    .getByRole('button', { name: `Restore #${task.number} Draft the pricing page` })
    .click();
  await expect(
    owner.getByRole('heading', { level: 1, name: `Task #${task.number}` }),
  ).toBeAttached();
  await expect(owner.getByText('Draft the pricing page').first()).toBeVisible();
  await member.reload();
  await expect(
    member.getByRole('heading', { level: 1, name: `Task #${task.number}` }),
  ).toBeAttached();
});

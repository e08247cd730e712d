import { expect, test } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

test('a link to a task that does not exist, or that the person cannot see, says so', async ({
  page,
}) => {
  const team = await createTeam('missing-task');
  await createTask(team, team.owner, { title: 'A real task', status: 'todo' });
  await signIn(page, team.member, `${team.boardPath}?task=99999`);

  const panel = page.getByRole('dialog', { name: 'Task #99999' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('heading', { level: 2, name: "Task #99999 doesn't exist" }),
  ).toBeVisible();
  await expect(panel.getByText(/or you don't have access to it/)).toBeVisible();
  await checkScreen(page, 'task-missing');
  // The board behind it still works, and closing clears the link.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/task=/);
  await expect(page.getByRole('button', { name: /A real task/ })).toBeVisible();

  await page.goto(`/w/${team.slug}/t/99999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

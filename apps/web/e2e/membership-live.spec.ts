import { expect, test } from '@playwright/test';
import { createTeam, rest } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

test('a role change and a removal reach the member’s open board at once', async ({ browser }) => {
  const team = await createTeam('roles');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, team.member, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  const newTask = page.getByRole('button', { name: 'New task' });
  await expect(newTask).toBeVisible();

  const changeRole = async (role: string) => {
    const response = await rest(team.owner, 'rpc/change_member_role', {
      method: 'POST',
      body: { workspace_id: team.workspaceId, user_id: team.member.id, role },
    });
    expect(response.ok, await response.text()).toBe(true);
  };

  // Demoted to viewer: what a viewer may not do goes away without a reload.
  await changeRole('viewer');
  await expect(newTask).toHaveCount(0, LIVE);
  await changeRole('member');
  await expect(newTask).toBeVisible(LIVE);

  // Removed: taken out of the workspace, with a message.
  const removed = await rest(team.owner, 'rpc/remove_member', {
    method: 'POST',
    body: { workspace_id: team.workspaceId, user_id: team.member.id },
  });
  expect(removed.ok, await removed.text()).toBe(true);
  await expect(page).toHaveURL(/\/workspaces$/, LIVE);
  await expect(page.getByText('You were removed from roles team.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  await expect(page.getByRole('link', { name: /roles team/ })).toHaveCount(0);
  await checkScreen(page, 'removed-from-workspace');
  await context.close();
});

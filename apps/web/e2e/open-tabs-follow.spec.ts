import { type Browser, expect, type Page, test } from '@playwright/test';
import { clientFor } from './support/api-client';
import { type ApiUser, createTask, createTeam, rest, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { signIn } from './support/sign-in';

function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

function panelOf(page: Page) {
  return page.getByRole('dialog');
}

/** A browser context of its own (cookies, storage) signed in on the board. */
async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

test('an open tab is told of a demotion at once, and its editor closes', async ({ browser }) => {
  const team = await createTeam('demoted');
  await createTask(team, team.owner, { title: 'Draft the agenda', status: 'todo' });
  const page = await openBoard(browser, team, team.member);
  await card(page, 'Draft the agenda').click();
  await panelOf(page).getByRole('button', { name: 'Add a description…' }).click();
  await expect(panelOf(page).getByRole('button', { name: 'Save' })).toBeVisible();

  const changed = await rest(team.owner, 'rpc/change_member_role', {
    method: 'POST',
    body: { workspace_id: team.workspaceId, user_id: team.member.id, role: 'viewer' },
  });
  expect(changed.ok, await changed.text()).toBe(true);
  await expect(page.getByText("You're now a Viewer in demoted team")).toBeVisible(LIVE);
  await expect(page.getByText('You can read boards and tasks, but not change them.')).toBeVisible();
  await expect(panelOf(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.context().close();
});

test('an open board archived by an admin is left for the boards, with a message', async ({
  browser,
}) => {
  const team = await createTeam('archived');
  await createTask(team, team.owner, { title: 'Pack the stand', status: 'todo' });
  const page = await openBoard(browser, team, team.member);
  const owner = await clientFor(team.owner);
  await owner.boards.archive(team.boardId);
  await expect(page.getByText('Launch plan was archived')).toBeVisible(LIVE);
  await expect(page).toHaveURL(new RegExp(`/w/${team.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toHaveCount(0);
  await page.context().close();
});

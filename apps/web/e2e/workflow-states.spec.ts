import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, rest, type Team } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** How soon another member's change must show: live, without a reload. */
const LIVE = { timeout: 2_000 };

function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, team.boardPath);
  await expect(column(page, 'Todo')).toBeVisible();
  return page;
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

test('an added column with a WIP limit fills, warns past it, undoes, is renamed, live for all', async ({
  browser,
}) => {
  const team = await createTeam('states');
  for (const title of ['First check', 'Second check', 'Third check']) {
    await createTask(team, team.owner, { title, status: 'todo' });
  }
  const owner = await openBoard(browser, team, team.owner);
  const member = await openBoard(browser, team, team.member);

  const added = await rest(team.owner, 'board_states', {
    method: 'POST',
    body: { board_id: team.boardId, name: 'QA', category: 'started', wip_limit: 2 },
  });
  expect(added.status).toBe(201);
  const [qa] = (await added.json()) as { id: string }[];
  for (const page of [owner, member]) {
    await expect(column(page, 'QA')).toContainText('0 tasks, limit 2', LIVE);
  }

  // Todo → In Progress → In Review → Done → QA.
  await moveRight(owner, 'First check', 4, 'QA');
  await moveRight(owner, 'Second check', 4, 'QA');
  await expect(column(member, 'QA')).toContainText('2 tasks, limit 2, at the limit', LIVE);
  await moveRight(owner, 'Third check', 4, 'QA');
  const warning = 'QA is over its limit: 3 of 2 tasks.';
  await expect(owner.getByText(warning).first()).toBeVisible();
  await expect(owner.locator('[role="status"][aria-live="polite"]')).toContainText(warning);
  await expect(column(member, 'QA')).toContainText('3 tasks, limit 2, over the limit', LIVE);
  await expect(column(member, 'QA')).toContainText('3 / 2');
  await checkScreen(owner, 'board-wip-over-limit');

  // Ctrl+Z takes the third card back to Todo, for everyone.
  await owner.keyboard.press('Control+z');
  await expect(column(member, 'Todo')).toContainText('Third check', LIVE);
  await expect(column(member, 'QA')).toContainText('2 tasks, limit 2, at the limit', LIVE);

  const renamed = await rest(team.owner, `board_states?id=eq.${qa?.id}`, {
    method: 'PATCH',
    body: { name: 'Quality' },
  });
  expect(renamed.status).toBe(200);
  for (const page of [owner, member]) {
    await expect(column(page, 'Quality')).toContainText('2 tasks', LIVE);
    await expect(page.getByRole('heading', { level: 2, name: 'QA', exact: true })).toHaveCount(0);
  }
});

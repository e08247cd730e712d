import { type Browser, expect, type Page, test } from '@playwright/test';
import { clientFor } from './support/api-client';
import { type ApiUser, createTeam, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

const BATCH = 50;

function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

function batchCards(page: Page, state: string) {
  return column(page, state).getByRole('button', { name: /Batch task \d+$/ });
}

function bar(page: Page) {
  return page.getByRole('toolbar', { name: 'Bulk actions' });
}

async function openBoard(browser: Browser, team: Team, user: ApiUser, query = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, `${team.boardPath}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

/** 50 tasks labelled "batch" in Todo, and two others the filter leaves out. */
async function seedTasks(team: Team): Promise<void> {
  const client = await clientFor(team.member);
  for (let n = 1; n <= BATCH; n += 1) {
    await client.tasks.create({
      boardId: team.boardId,
      title: `Batch task ${n}`,
      status: 'todo',
      labels: ['batch'],
    });
  }
  for (const title of ['Unfiltered one', 'Unfiltered two']) {
    await client.tasks.create({ boardId: team.boardId, title, status: 'todo' });
  }
}

test('bulk-moves 50 filtered tasks to Done and undoes them in one step, live for another browser', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const team = await createTeam('bulk');
  await seedTasks(team);
  const a = await openBoard(browser, team, team.owner, '?label=batch');
  const b = await openBoard(browser, team, team.member);
  await expect(batchCards(a, 'Todo')).toHaveCount(BATCH);
  await expect(batchCards(b, 'Todo')).toHaveCount(BATCH);

  // Ctrl/Cmd+click selects instead of opening; "Select all" takes every card the filter shows.
  await batchCards(a, 'Todo')
    .first()
    .click({ modifiers: ['ControlOrMeta'] });
  await expect(bar(a)).toContainText('1 selected');
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await bar(a)
    .getByRole('button', { name: `Select all ${BATCH}` })
    .click();
  await expect(bar(a)).toContainText(`${BATCH} selected`);
  await expect(batchCards(a, 'Todo').nth(7)).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(a, 'bulk-edit');

  await bar(a).getByRole('button', { name: 'State' }).click();
  await a.getByRole('menuitem', { name: 'Done' }).click();
  await expect(a.getByText(`Moved ${BATCH} tasks to Done`, { exact: true })).toBeVisible();
  await expect(batchCards(a, 'Done')).toHaveCount(BATCH);
  await expect(batchCards(b, 'Done')).toHaveCount(BATCH, LIVE);
  await expect(column(b, 'Todo').getByRole('button', { name: /Unfiltered/ })).toHaveCount(2);

  // One Undo takes the whole batch back, for both browsers.
  await a.locator('body').press('ControlOrMeta+z');
  await expect(batchCards(a, 'Todo')).toHaveCount(BATCH);
  await expect(batchCards(b, 'Todo')).toHaveCount(BATCH, LIVE);
  await expect(batchCards(b, 'Done')).toHaveCount(0);
});

test('selects cards from the keyboard with x, and Escape clears the selection', async ({
  browser,
}) => {
  const team = await createTeam('bulk-keys');
  const client = await clientFor(team.member);
  for (const title of ['First card', 'Second card', 'Third card']) {
    await client.tasks.create({ boardId: team.boardId, title, status: 'todo' });
  }
  const page = await openBoard(browser, team, team.member);
  const first = column(page, 'Todo').getByRole('button', { name: /First card$/ });
  const second = column(page, 'Todo').getByRole('button', { name: /Second card$/ });
  await first.focus();
  await page.keyboard.press('x');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAccessibleDescription(/ Selected; /);
  await expect(bar(page)).toContainText('1 selected');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('x');
  await expect(bar(page)).toContainText('2 selected');
  await page.keyboard.press('x');
  await expect(bar(page)).toContainText('1 selected');

  // Shift+click selects the range from the last toggled card (the second) to the third.
  await column(page, 'Todo')
    .getByRole('button', { name: /Third card$/ })
    .click({ modifiers: ['Shift'] });
  await expect(bar(page)).toContainText('3 selected');

  await page.keyboard.press('Escape');
  await expect(bar(page)).toHaveCount(0);
  await expect(first).not.toHaveAttribute('aria-pressed');
});

test('an undo leaves a task someone changed after the batch as they left it, and says so', async ({
  browser,
}) => {
  const team = await createTeam('bulk-kept');
  const member = await clientFor(team.member);
  const tasks = [];
  for (let n = 1; n <= 3; n += 1) {
    tasks.push(
      await member.tasks.create({
        boardId: team.boardId,
        title: `Batch task ${n}`,
        status: 'todo',
      }),
    );
  }
  const a = await openBoard(browser, team, team.owner);
  await batchCards(a, 'Todo')
    .first()
    .click({ modifiers: ['ControlOrMeta'] });
  await bar(a).getByRole('button', { name: 'Select all 3' }).click();
  await bar(a).getByRole('button', { name: 'State' }).click();
  await a.getByRole('menuitem', { name: 'Done' }).click();
  await expect(batchCards(a, 'Done')).toHaveCount(3);

  // Someone else edits the second task after the batch: the undo must not take that back.
  const second = await member.tasks.get(tasks[1]?.id ?? '');
  await member.tasks.update({
    taskId: second.id,
    changes: { priority: 'high' },
    expectedVersion: second.version,
  });
  await a.locator('body').press('ControlOrMeta+z');
  await expect(batchCards(a, 'Todo')).toHaveCount(2);
  await expect(batchCards(a, 'Done')).toHaveCount(1);
  await expect(column(a, 'Done').getByRole('button', { name: /Batch task 2$/ })).toBeVisible();
  await expect(a.getByRole('region', { name: /Messages/ })).toContainText(
    '1 task was changed by someone else since; their changes stay.',
  );
});

test('two bulk edits of one’s own undo in two steps, with nobody named as changing them', async ({
  browser,
}) => {
  const team = await createTeam('bulk-chain');
  const member = await clientFor(team.member);
  for (let n = 1; n <= 3; n += 1) {
    await member.tasks.create({ boardId: team.boardId, title: `Batch task ${n}`, status: 'todo' });
  }
  const a = await openBoard(browser, team, team.owner);
  const moveAll = async (from: string, to: string) => {
    await batchCards(a, from)
      .first()
      .click({ modifiers: ['ControlOrMeta'] });
    await bar(a).getByRole('button', { name: 'Select all 3' }).click();
    await bar(a).getByRole('button', { name: 'State' }).click();
    await a.getByRole('menuitem', { name: to }).click();
    await expect(batchCards(a, to)).toHaveCount(3);
    await a.locator('body').press('Escape');
    await expect(bar(a)).toBeHidden();
  };
  await moveAll('Todo', 'In Progress');
  await moveAll('In Progress', 'Done');

  await a.locator('body').press('ControlOrMeta+z');
  await expect(batchCards(a, 'In Progress')).toHaveCount(3);
  await a.locator('body').press('ControlOrMeta+z');
  await expect(batchCards(a, 'Todo')).toHaveCount(3);
  // Said in the board's live region, and no toast says the undo was partial.
  await expect(a.getByText('Undone: Moved 3 tasks to In Progress.')).toHaveCount(1);
  await expect(a.getByRole('region', { name: /Messages/ })).not.toContainText('in part');
});

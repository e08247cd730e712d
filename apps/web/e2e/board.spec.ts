import { expect, type Page, test } from '@playwright/test';
import { createTask, createTeam, readTask, rest, type Team } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** The column of a status on the board. */
function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

/** A card by its title. */
function card(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(title) });
}

let team: Team;

test.beforeEach(async () => {
  team = await createTeam('board');
});

test('the board shows its columns and cards; filters and search narrow it and survive a reload', async ({
  page,
}) => {
  await createTask(team, team.owner, {
    title: 'Write the launch post',
    status: 'todo',
    priority: 'high',
    labels: ['marketing'],
  });
  const redirect = await createTask(team, team.owner, {
    title: 'Fix the login redirect',
    status: 'in_progress',
    priority: 'urgent',
    labels: ['bug'],
    assignee_id: team.member.id,
  });
  await createTask(team, team.owner, {
    title: 'Plan the beta',
    status: 'backlog',
    description: 'Invite the first hundred teams',
  });
  await createTask(team, team.owner, { title: 'Old idea', status: 'canceled' });

  await signIn(page, team.member, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  await expect(page).toHaveTitle('Launch plan · Tandem');
  for (const name of ['Backlog', 'Todo', 'In Progress', 'In Review', 'Done']) {
    await expect(column(page, name)).toBeVisible();
  }
  await expect(column(page, 'Canceled')).toHaveCount(0);
  await expect(
    column(page, 'Todo').getByRole('button', { name: /Write the launch post/ }),
  ).toBeVisible();
  await expect(page.getByText('3 tasks')).toBeVisible();
  await checkScreen(page, 'board');

  // The canceled column is behind a toggle, shown last.
  await page.getByRole('button', { name: 'Show canceled tasks' }).click();
  await expect(column(page, 'Canceled').getByRole('button', { name: /Old idea/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show canceled tasks' }).click();

  // Filters: priority and assignee, kept in the URL.
  await page.getByRole('button', { name: 'Filter by priority' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Urgent' }).click();
  await page.keyboard.press('Escape');
  await expect(card(page, 'Fix the login redirect')).toBeVisible();
  await expect(card(page, 'Write the launch post')).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Fix the login redirect')).toBeVisible();
  await expect(card(page, 'Write the launch post')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(card(page, 'Write the launch post')).toBeVisible();

  // `/` focuses the search; full-text search covers descriptions too.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toBeFocused();
  await page.keyboard.type('hundred');
  await expect(card(page, 'Plan the beta')).toBeVisible();
  await expect(card(page, 'Write the launch post')).toHaveCount(0);
  await expect(page).toHaveURL(/q=hundred/);
  await page.reload();
  await expect(card(page, 'Plan the beta')).toBeVisible();
  await expect(card(page, 'Fix the login redirect')).toHaveCount(0);

  // A word being typed finds what it begins, and `#number` finds that task.
  const searchbox = page.getByRole('searchbox', { name: 'Search tasks' });
  await searchbox.fill('redir');
  await expect(card(page, 'Fix the login redirect')).toBeVisible();
  await expect(card(page, 'Plan the beta')).toHaveCount(0);
  await searchbox.fill(`#${redirect.number}`);
  await expect(card(page, 'Fix the login redirect')).toBeVisible();
  await expect(card(page, 'Write the launch post')).toHaveCount(0);

  await searchbox.fill('nothing-like-this');
  await expect(page.getByRole('heading', { name: 'No tasks match' })).toBeVisible();
});

test('a card moves by mouse and by keyboard, and stays moved after a reload', async ({ page }) => {
  const first = await createTask(team, team.owner, {
    title: 'Drag me with the mouse',
    status: 'todo',
  });
  await createTask(team, team.owner, { title: 'Move me with keys', status: 'todo' });

  await signIn(page, team.member, team.boardPath);
  const mouseCard = card(page, 'Drag me with the mouse');
  await expect(mouseCard).toBeVisible();

  // Mouse: pick up, pass the activation distance, drop over the In Review column.
  const target = column(page, 'In Review');
  const from = await mouseCard.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 2 });
  await page.mouse.up();
  await expect(
    column(page, 'In Review').getByRole('button', { name: /Drag me with the mouse/ }),
  ).toBeVisible();
  await expect.poll(async () => (await readTask(team.owner, first.id)).status).toBe('in_review');

  // Keyboard: focus the card, Space picks it up, → moves a column, Space drops.
  // Each key waits for what a screen reader hears: dnd-kit listens for arrows a tick later.
  const live = page.locator('[id^="DndLiveRegion"]');
  const keyCard = card(page, 'Move me with keys');
  await keyCard.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Task');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('is over In Progress');
  await page.keyboard.press('Space');
  await expect(
    column(page, 'In Progress').getByRole('button', { name: /Move me with keys/ }),
  ).toBeVisible();
  await expect(
    column(page, 'In Progress').getByRole('button', { name: /Move me with keys/ }),
  ).toBeFocused();

  await page.reload();
  await expect(
    column(page, 'In Review').getByRole('button', { name: /Drag me with the mouse/ }),
  ).toBeVisible();
  await expect(
    column(page, 'In Progress').getByRole('button', { name: /Move me with keys/ }),
  ).toBeVisible();
});

test('a move the workflow forbids is refused and the card stays', async ({ page }) => {
  await createTask(team, team.owner, { title: 'Dropped idea', status: 'canceled' });
  await signIn(page, team.member, `${team.boardPath}?canceled=true`);
  const canceled = column(page, 'Canceled').getByRole('button', { name: /Dropped idea/ });
  const live = page.locator('[id^="DndLiveRegion"]');
  await canceled.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Dropped idea');
  // From the last column, ← goes to Done: canceled tasks only reopen to Todo.
  await page.keyboard.press('ArrowLeft');
  await expect(live).toContainText('is over Done');
  await page.keyboard.press('Space');
  await expect(page.getByText("#1 can't move to Done")).toBeVisible();
  await expect(
    column(page, 'Canceled').getByRole('button', { name: /Dropped idea/ }),
  ).toBeVisible();
});

test('a viewer sees the board without edit controls, and the API refuses their move', async ({
  page,
}) => {
  const task = await createTask(team, team.owner, {
    title: 'Read only for viewers',
    status: 'todo',
  });
  await signIn(page, team.viewer, team.boardPath);
  await expect(card(page, 'Read only for viewers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Create task in/ })).toHaveCount(0);
  // Not draggable, and not said to be: a plain button that opens the task. No card on the
  // board claims a drag, points at the drag instructions or calls itself disabled.
  const cards = page.locator('[data-task-id]');
  await expect(cards).toHaveCount(1);
  await expect(page.locator('[aria-roledescription]')).toHaveCount(0);
  await expect(card(page, 'Read only for viewers')).not.toHaveAttribute('aria-disabled', /.*/);
  await expect(card(page, 'Read only for viewers')).toHaveAccessibleDescription(
    /^No priority; unassigned\.$/,
  );
  await checkScreen(page, 'board-viewer');
  await card(page, 'Read only for viewers').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up/)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Read only for viewers/ })).toBeVisible();

  const refused = await rest(team.viewer, 'rpc/move_task', {
    method: 'POST',
    body: { task_id: task.id, status: 'done' },
  });
  expect(refused.ok).toBe(false);
  expect((await readTask(team.owner, task.id)).status).toBe('todo');
});

test('the command palette jumps to a task by number; `?` lists the shortcuts', async ({ page }) => {
  await createTask(team, team.owner, { title: 'Find me by number', status: 'todo' });
  await createTask(team, team.owner, { title: 'Someone else', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  await expect(card(page, 'Find me by number')).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('#1');
  await expect(palette.getByRole('option').first()).toHaveText(/#1 Find me by number/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/task=1/);
  await expect(page.getByRole('dialog', { name: /Find me by number/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The palette's "New task" opens the same dialog as `c`.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('New task');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('a move is announced politely and undone with Ctrl+Z or the toast', async ({ page }) => {
  const task = await createTask(team, team.owner, { title: 'Take it back', status: 'todo' });
  await createTask(team, team.owner, { title: 'Stays below', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  const live = page.locator('[id^="DndLiveRegion"]');
  const polite = page.locator('[role="status"][aria-live="polite"]');

  await card(page, 'Take it back').focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Task');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('is over In Progress');
  await page.keyboard.press('Space');
  await expect(polite).toHaveText(
    'Moved #1 Take it back from Todo, position 1 of 2 to In Progress, position 1 of 1.',
  );
  await expect.poll(async () => (await readTask(team.owner, task.id)).status).toBe('in_progress');

  await page.keyboard.press('Control+z');
  await expect(
    column(page, 'Todo').getByRole('button').filter({ hasText: '#' }).first(),
  ).toContainText('Take it back');
  // The undo is told from where the card was, back to where it had been.
  // (Its arrival's place is read from the cache, which may not have the move back yet.)
  await expect(polite).toContainText(
    'Moved #1 Take it back from In Progress, position 1 of 1 to Todo',
  );
  await expect.poll(async () => (await readTask(team.owner, task.id)).status).toBe('todo');
  // What was undone is no longer offered for undoing.
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  // The toast's Undo does the same.
  await card(page, 'Take it back').focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Task');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('is over In Progress');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(column(page, 'Todo').getByRole('button', { name: /Take it back/ })).toBeVisible();
  await expect.poll(async () => (await readTask(team.owner, task.id)).status).toBe('todo');
});

test('Ctrl+Z pressed while a move is still being saved takes back that move, not the one before', async ({
  page,
}) => {
  const first = await createTask(team, team.owner, { title: 'Moved first', status: 'todo' });
  const second = await createTask(team, team.owner, { title: 'Moved second', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  const live = page.locator('[id^="DndLiveRegion"]');
  const moveToInProgress = async (title: string) => {
    await card(page, title).focus();
    await page.keyboard.press('Space');
    await expect(live).toContainText('Picked up Task');
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('is over In Progress');
    await page.keyboard.press('Space');
  };

  await moveToInProgress('Moved first');
  await expect.poll(async () => (await readTask(team.owner, first.id)).status).toBe('in_progress');
  // From now on a move reaches the server half a second late, as on a slow connection.
  await page.route('**/rest/v1/rpc/move_task*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
  await moveToInProgress('Moved second');
  await page.keyboard.press('Control+z');

  await expect(column(page, 'Todo').getByRole('button', { name: /Moved second/ })).toBeVisible();
  await expect.poll(async () => (await readTask(team.owner, second.id)).status).toBe('todo');
  expect((await readTask(team.owner, first.id)).status).toBe('in_progress');
  await expect(
    column(page, 'In Progress').getByRole('button', { name: /Moved first/ }),
  ).toBeVisible();
});

test('the "Move…" menu moves a card with one click or from the keyboard', async ({ page }) => {
  const first = await createTask(team, team.owner, { title: 'Menu mover', status: 'todo' });
  await createTask(team, team.owner, { title: 'Second in line', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  const polite = page.locator('[role="status"][aria-live="polite"]');

  // One click on the menu, one on the item.
  await page.getByRole('button', { name: 'Move #1…' }).click();
  await page.getByRole('menuitem', { name: 'In Review' }).click();
  const moved = column(page, 'In Review').getByRole('button', { name: /Menu mover/ });
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await expect(polite).toContainText('Moved #1 Menu mover from Todo, position 1 of 2 to In Review');
  await expect.poll(async () => (await readTask(team.owner, first.id)).status).toBe('in_review');

  // Keyboard: Tab from the card reaches its menu; End picks the last item.
  await card(page, 'Second in line').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move #2…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Bottom of the column' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Backlog' }).press('Enter');
  await expect(
    column(page, 'Backlog').getByRole('button', { name: /Second in line/ }),
  ).toBeFocused();
});

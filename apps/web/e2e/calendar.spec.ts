import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, readTask, type Team } from './support/board-fixture';
import { addDays, localDay, weekOf } from './support/days';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

function day(page: Page, date: string): Locator {
  return page.locator(`[data-day="${date}"]`);
}

function chip(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(title) });
}

/** Chooses a radio of a segmented control, which is checked once the URL has changed. */
async function checkRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Picks `item` up with the mouse, passes the activation distance and drops it on `target`. */
async function drag(page: Page, item: Locator, target: Locator): Promise<void> {
  const from = await item.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 5, { steps: 2 });
  await page.mouse.up();
}

async function openCalendar(browser: Browser, team: Team, user: ApiUser, query: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, `${team.boardPath}?${query}`);
  await expect(page.getByRole('list', { name: 'Launch plan calendar' })).toBeVisible();
  return page;
}

test('a task dragged to another day is rescheduled live for others, and undone', async ({
  browser,
}) => {
  // Two browsers and a dozen server round trips.
  test.slow();
  const team = await createTeam('calendar');
  // Yesterday's week: it holds an overdue task, and its other days are drop targets.
  const yesterday = localDay(-1);
  const target = weekOf(yesterday).find((date) => date !== yesterday && date !== localDay()) ?? '';
  const post = await createTask(team, team.owner, {
    title: 'Write the launch post',
    status: 'todo',
    due_date: yesterday,
  });
  const beta = await createTask(team, team.owner, { title: 'Plan the beta', status: 'backlog' });
  await createTask(team, team.owner, {
    title: 'Shipped already',
    status: 'done',
    due_date: yesterday,
  });

  // The switch in the toolbar puts the calendar in the URL.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, team.member, team.boardPath);
  await checkRadio(page, 'Calendar view');
  await expect(page).toHaveURL(/view=calendar/);
  await checkRadio(page, 'Week');
  await expect(page).toHaveURL(/range=week/);
  await page.goto(`${team.boardPath}?view=calendar&range=week&date=${yesterday}`);
  const other = await openCalendar(
    browser,
    team,
    team.owner,
    `view=calendar&range=week&date=${yesterday}`,
  );

  // An open task past its date is marked overdue; a done one is not.
  await expect(chip(day(page, yesterday), 'Write the launch post.*overdue')).toBeVisible();
  await expect(chip(day(page, yesterday), 'Shipped already')).not.toHaveAccessibleName(/overdue/);
  await expect(
    chip(page.getByRole('region', { name: 'No due date' }), 'Plan the beta'),
  ).toBeVisible();

  await drag(page, chip(page, 'Write the launch post'), day(page, target));
  await expect(chip(day(page, target), 'Write the launch post')).toBeVisible();
  await expect(chip(day(other, target), 'Write the launch post')).toBeVisible(LIVE);
  await expect.poll(async () => (await readTask(team.owner, post.id)).due_date).toBe(target);

  // "Undo" puts the old date back, for both.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(chip(day(page, yesterday), 'Write the launch post')).toBeVisible();
  await expect(chip(day(other, yesterday), 'Write the launch post')).toBeVisible(LIVE);
  await expect.poll(async () => (await readTask(team.owner, post.id)).due_date).toBe(yesterday);

  // From the undated tray onto a day gives the task that date; back onto the tray clears it.
  await drag(page, chip(page, 'Plan the beta'), day(page, target));
  await expect(chip(day(other, target), 'Plan the beta')).toBeVisible(LIVE);
  await expect.poll(async () => (await readTask(team.owner, beta.id)).due_date).toBe(target);
  await drag(page, chip(page, 'Plan the beta'), page.getByRole('region', { name: 'No due date' }));
  await expect.poll(async () => (await readTask(team.owner, beta.id)).due_date).toBe(null);

  // The keyboard: Alt+→ moves a task a day later, focus staying on it; Ctrl+Z takes it back.
  await chip(page, 'Write the launch post').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(async () => (await readTask(team.owner, post.id)).due_date).toBe(localDay());
  await expect(chip(page, 'Write the launch post')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await readTask(team.owner, post.id)).due_date).toBe(yesterday);
});

test('the calendar pages by month and week, keeps its place in the URL, and looks right', async ({
  page,
}) => {
  // Eight screenshots with their accessibility checks.
  test.slow();
  const team = await createTeam('calendar-look');
  const today = localDay();
  const titles = [
    'Draft the press kit',
    'Review pricing page',
    'Record the demo',
    'Email the waitlist',
  ];
  for (const [index, title] of titles.entries()) {
    await createTask(team, team.owner, {
      title,
      status: 'todo',
      due_date: addDays(today, [-3, -1, 0, 2][index] ?? 0),
    });
  }
  await createTask(team, team.owner, { title: 'Find a venue', status: 'backlog' });
  await signIn(page, team.member, `${team.boardPath}?view=calendar`);
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
  await expect(chip(page, 'Review pricing page')).toBeVisible();
  await checkScreen(page, 'calendar-month');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/date=/);
  await expect(page.getByRole('heading', { name: month })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: month })).toHaveCount(0);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: month })).toBeVisible();

  await checkRadio(page, 'Week');
  await expect(chip(day(page, today), 'Record the demo')).toBeVisible();
  await checkScreen(page, 'calendar-week');
});

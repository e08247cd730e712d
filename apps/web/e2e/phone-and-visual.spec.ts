import { expect, type Page, test } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** The column of a status on the board. */
function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

test('on a phone the board opens at the first column with tasks, filters on one line, and the panel shows properties first', async ({
  page,
}) => {
  // Two screens checked in both themes at two sizes: more than a minute on a busy machine.
  test.slow();
  const team = await createTeam('phone');
  await createTask(team, team.owner, { title: 'Ship the phone layout', status: 'in_progress' });
  await createTask(team, team.owner, { title: 'Review it', status: 'in_review' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, team.member, team.boardPath);

  // The empty Backlog and Todo are scrolled past, not filling the first screen.
  await expect(column(page, 'In Progress').getByRole('button', { name: /Ship the/ })).toBeVisible();
  await expect(column(page, 'In Progress')).toBeInViewport({ ratio: 0.9 });
  await expect(column(page, 'Backlog')).not.toBeInViewport();
  // The first screen as a phone shows it (checkScreen below resizes, which resets the row).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `e2e/screenshots/board-phone-start-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: null });

  // Search on its line, every filter on one more line that scrolls sideways.
  const filters = page.getByRole('group', { name: 'Filters' });
  const status = await filters.getByRole('button', { name: 'Filter by status' }).boundingBox();
  const due = await filters.getByRole('button', { name: 'Filter by due' }).boundingBox();
  const canceled = await filters.getByRole('button', { name: 'Show canceled tasks' }).boundingBox();
  expect(status && due && canceled).toBeTruthy();
  expect(due?.y).toBe(status?.y);
  expect(canceled?.y).toBe(status?.y);
  await checkScreen(page, 'board-phone');

  // The task's status, priority and assignee come before its description and comments.
  await page.setViewportSize({ width: 390, height: 844 });
  await column(page, 'In Progress')
    .getByRole('button', { name: /Ship the/ })
    .click();
  const panel = page.getByRole('dialog', { name: /Ship the phone layout/ });
  const properties = panel.getByRole('complementary', { name: 'Properties' });
  await expect(properties).toBeVisible();
  const propertiesBox = await properties.boundingBox();
  const descriptionBox = await panel.getByRole('region', { name: 'Description' }).boundingBox();
  const commentsBox = await panel.getByRole('region', { name: 'Comments' }).boundingBox();
  expect(propertiesBox?.y).toBeLessThan(descriptionBox?.y ?? 0);
  expect(propertiesBox?.y).toBeLessThan(commentsBox?.y ?? 0);
  await expect(properties).toBeInViewport();
  await checkScreen(page, 'task-panel-phone');
});

test('cards without a priority carry no mark, the toast keeps "Open" whole, and markdown headings stand out', async ({
  page,
}) => {
  test.slow();
  const team = await createTeam('visual');
  await createTask(team, team.owner, {
    title: 'Plain task',
    status: 'todo',
    description: '# Release notes\n\nWhat changed for people.\n\n## Fixes\n\n- The toast',
  });
  await createTask(team, team.owner, { title: 'Urgent one', status: 'todo', priority: 'high' });
  await signIn(page, team.member, team.boardPath);
  const plain = page.getByRole('button', { name: /Plain task/ });
  const urgent = page.getByRole('button', { name: /Urgent one/ });
  await expect(plain).toBeVisible();
  // Still said to screen readers, but nothing drawn for "no priority".
  await expect(plain).toHaveAccessibleDescription(/No priority; unassigned\.$/);
  await expect(plain.locator('svg')).toHaveCount(0);
  await expect(urgent.locator('svg')).toHaveCount(1);

  // A long title in the "Created" toast wraps; its "Open" button stays on one line.
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog
    .getByLabel('Title')
    .fill('A rather long title for a task that will fill the toast from one edge to the other');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  const open = page.getByRole('region', { name: /Messages/ }).getByRole('button', { name: 'Open' });
  await expect(open).toBeVisible();
  // Kept on screen while looked at: sonner pauses its toasts under the pointer.
  await open.hover();
  const box = await open.boundingBox();
  expect(box?.height).toBeLessThan(32);
  expect(box?.width).toBeGreaterThan(box?.height ?? 0);
  const toast = page
    .getByRole('region', { name: /Messages/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Open' }) });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await toast.screenshot({ path: `e2e/screenshots/toast-open-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: null });

  await open.click();
  await expect(page.getByRole('dialog', { name: /A rather long title/ })).toBeVisible();
  await page.goto(`${team.boardPath}?task=1`);
  const description = page.getByRole('region', { name: 'Description' });
  const heading = description.getByRole('heading', { name: 'Release notes' });
  await expect(heading).toBeVisible();
  const size = (locator: typeof heading) =>
    locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const weight = (locator: typeof heading) =>
    locator.evaluate((element) => Number(getComputedStyle(element).fontWeight));
  const body = description.getByText('What changed for people.');
  expect(await size(heading)).toBeGreaterThan(await size(body));
  expect(await weight(heading)).toBeGreaterThanOrEqual(600);
  expect(await weight(description.getByRole('heading', { name: 'Fixes' }))).toBeGreaterThanOrEqual(
    600,
  );
  await checkScreen(page, 'markdown-headings');
});

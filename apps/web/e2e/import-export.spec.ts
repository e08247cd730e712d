import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { trelloFixture } from '@tandem/schemas';
import { createTask, createTeam } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** Imports `file` from the workspace's board list up to its report, and opens the board. */
async function importFile(page: Page, file: string, cards: string, screens?: string) {
  await page.getByRole('button', { name: 'Import board' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import board' });
  await dialog.getByLabel('Choose a file to import').setInputFiles(file);
  const counts = dialog.getByRole('definition');
  await expect(dialog.getByRole('button', { name: `Import ${cards} cards` })).toBeVisible();
  await expect(counts.nth(1)).toHaveText(cards);
  if (screens) await checkScreen(page, `${screens}-preview`);
  await dialog.getByRole('button', { name: `Import ${cards} cards` }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'was imported' })).toBeVisible({
    timeout: 120_000,
  });
  if (screens) await checkScreen(page, `${screens}-report`);
  await dialog.getByRole('button', { name: 'Open board' }).click();
}

test('an admin imports a 1,000-card Trello board, exports it as JSON and imports that back', async ({
  page,
}, testInfo) => {
  test.setTimeout(400_000);
  const team = await createTeam('import');
  const trello = testInfo.outputPath('trello-board.json');
  writeFileSync(trello, JSON.stringify(trelloFixture({ memberEmails: [team.member.email] })));
  const cards = trelloFixture().cards.filter((c) => !c.closed && !c.idList.endsWith('63')).length;
  const shown = cards.toLocaleString('en-US');

  await signIn(page, team.owner, `/w/${team.slug}`);
  await importFile(page, trello, shown, 'import-trello');
  await expect(page.getByRole('heading', { level: 1, name: 'Product roadmap' })).toBeVisible();
  await expect(page.getByText(`${shown} tasks`)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Fix CSV export #91', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Board menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('product-roadmap.tandem.json');
  const exported = testInfo.outputPath('exported.json');
  await download.saveAs(exported);

  await page.goto(`/w/${team.slug}`);
  await importFile(page, exported, shown);
  await expect(page.getByRole('heading', { level: 1, name: 'Product roadmap' })).toBeVisible();
  await expect(page.getByText(`${shown} tasks`)).toBeVisible({ timeout: 90_000 });
  await page.goto(`/w/${team.slug}`);
  await expect(page.getByRole('link', { name: /Product roadmap/ })).toHaveCount(2);
});

test('a board exported as CSV comes back through the column mapping', async ({
  page,
}, testInfo) => {
  const team = await createTeam('csv');
  await createTask(team, team.owner, {
    title: 'Draft the brief',
    status: 'todo',
    labels: ['docs'],
  });
  await createTask(team, team.owner, { title: 'Review, then "ship"', status: 'in_progress' });
  await createTask(team, team.owner, { title: 'Celebrate', status: 'done', priority: 'high' });

  await signIn(page, team.owner, team.boardPath);
  await page.getByRole('button', { name: 'Board menu' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('launch-plan.csv');
  const csv = testInfo.outputPath('launch-plan.csv');
  await download.saveAs(csv);

  await page.goto(`/w/${team.slug}`);
  await page.getByRole('button', { name: 'Import board' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import board' });
  await dialog.getByLabel('Choose a file to import').setInputFiles(csv);
  await expect(dialog.getByRole('combobox', { name: 'Title' })).toHaveText('Title');
  await expect(dialog.getByRole('combobox', { name: /^Column/ })).toHaveText('State');
  await checkScreen(page, 'import-csv-mapping');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('CSV file', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'launch-plan was imported' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Open board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'launch-plan' })).toBeVisible();
  await expect(page.getByText('Review, then "ship"')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'In progress' })).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, readTask, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

async function openPanel(browser: Browser, team: Team, user: ApiUser, number: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, `${team.boardPath}?task=${number}`);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('article')).toBeVisible();
  return { page, panel };
}

function titleEditor(page: Page) {
  return page.getByRole('dialog').getByLabel('Title');
}

test('the task panel edits title, description and properties, and keeps them', async ({ page }) => {
  const team = await createTeam('panel');
  const task = await createTask(team, team.owner, {
    title: 'Polish the onboarding',
    status: 'todo',
    description: 'First **draft**',
  });
  await signIn(page, team.member, team.boardPath);
  await page.getByRole('button', { name: /Polish the onboarding/ }).click();
  await expect(page).toHaveURL(/task=1/);
  const panel = page.getByRole('dialog', { name: /Polish the onboarding/ });
  await expect(panel.locator('strong', { hasText: 'draft' })).toBeVisible();

  await panel.getByRole('button', { name: /edit title/ }).click();
  await titleEditor(page).fill('Polish the onboarding flow');
  await titleEditor(page).press('Enter');
  await panel.getByRole('button', { name: 'Edit description' }).click();
  await panel
    .getByRole('textbox', { name: 'Description' })
    .fill('Second **version** with a [link](https://example.com)');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.locator('strong', { hasText: 'version' })).toBeVisible();
  await panel.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await panel.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await panel.getByLabel('Add a label').fill('onboarding');
  await panel.getByLabel('Add a label').press('Enter');

  await expect
    .poll(async () => {
      const row = await readTask(team.owner, task.id);
      return [row.title, row.status, (row as unknown as { priority: string }).priority];
    })
    .toEqual(['Polish the onboarding flow', 'in_progress', 'high']);
  await page.reload();
  const reopened = page.getByRole('dialog', { name: /Polish the onboarding flow/ });
  await expect(reopened.getByRole('combobox', { name: 'Status' })).toHaveText(/In Progress/);
  await expect(reopened.getByRole('list', { name: 'Labels' })).toContainText('onboarding');
  await expect(reopened.getByRole('link', { name: 'link' })).toHaveAttribute('rel', /noopener/);
  await checkScreen(page, 'task-panel');

  // Escape closes the panel and the URL forgets the task.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/task=/);
});

test('two people editing the same title: the second save asks to reload or overwrite', async ({
  browser,
}) => {
  const team = await createTeam('conflict');
  const task = await createTask(team, team.owner, { title: 'Name the release', status: 'todo' });
  const a = await openPanel(browser, team, team.owner, 1);
  const b = await openPanel(browser, team, team.member, 1);

  // Both start editing the same version; A saves first.
  await a.panel.getByRole('button', { name: /edit title/ }).click();
  await b.panel.getByRole('button', { name: /edit title/ }).click();
  await titleEditor(a.page).fill('Name the release: Aurora');
  await titleEditor(a.page).press('Enter');
  await expect
    .poll(async () => (await readTask(team.owner, task.id)).title)
    .toBe('Name the release: Aurora');
  await titleEditor(b.page).fill('Name the release: Borealis');
  await titleEditor(b.page).press('Enter');

  const dialog = b.page.getByRole('dialog', { name: 'Someone else changed this task' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Title/ })).toContainText(
    'Name the release: Borealis',
  );
  await expect(dialog.getByRole('row', { name: /Title/ })).toContainText(
    'Name the release: Aurora',
  );
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(b.panel.getByRole('article').getByRole('heading', { name: /Aurora/ })).toBeVisible();
  // Their title shows; B's text is kept beside it as a draft, not thrown away.
  await expect(b.panel.getByText('Unsaved title kept from your last edit.')).toBeVisible();
  await b.panel.getByRole('button', { name: 'Resume editing' }).click();
  await expect(titleEditor(b.page)).toHaveValue('Name the release: Borealis');
  await titleEditor(b.page).press('Escape');
  await b.panel.getByRole('button', { name: 'Discard draft of the title' }).click();
  await expect(b.panel.getByText('Unsaved title kept from your last edit.')).toHaveCount(0);

  // Again, and this time B keeps their own edit: overwrite.
  await a.panel.getByRole('button', { name: /edit title/ }).click();
  await b.panel.getByRole('button', { name: /edit title/ }).click();
  await titleEditor(a.page).fill('Name the release: Cassini');
  await titleEditor(a.page).press('Enter');
  await expect
    .poll(async () => (await readTask(team.owner, task.id)).title)
    .toBe('Name the release: Cassini');
  await titleEditor(b.page).fill('Name the release: Dawn');
  await titleEditor(b.page).press('Enter');
  await b.page
    .getByRole('dialog', { name: 'Someone else changed this task' })
    .getByRole('button', { name: 'Overwrite with mine' })
    .click();
  await expect
    .poll(async () => (await readTask(team.owner, task.id)).title)
    .toBe('Name the release: Dawn');
  await expect(a.panel.getByRole('article').getByRole('heading', { name: /Dawn/ })).toBeVisible();
});

test('comments arrive live, and their author can delete them', async ({ browser }) => {
  const team = await createTeam('comments');
  await createTask(team, team.owner, { title: 'Talk it over', status: 'todo' });
  const a = await openPanel(browser, team, team.owner, 1);
  const b = await openPanel(browser, team, team.member, 1);

  await a.panel
    .getByRole('textbox', { name: 'Comment', exact: true })
    .fill('What about **Friday**?');
  await a.panel.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(b.panel.getByRole('article', { name: /Comment by/ }).locator('strong')).toHaveText(
    'Friday',
    LIVE,
  );

  await b.panel.getByRole('textbox', { name: 'Comment', exact: true }).fill('Friday works');
  await b.panel.getByRole('textbox', { name: 'Comment', exact: true }).press('Control+Enter');
  await expect(a.panel.getByText('Friday works')).toBeVisible(LIVE);

  await b.panel.getByRole('button', { name: /Actions for comment by Comments-member/ }).click();
  await b.page.getByRole('menuitem', { name: 'Delete' }).click();
  await b.page.getByRole('alertdialog').getByRole('button', { name: 'Delete comment' }).click();
  await expect(a.panel.getByText('Comment deleted')).toBeVisible(LIVE);
});

test('a viewer reads the task without edit controls', async ({ page }) => {
  const team = await createTeam('reader');
  await createTask(team, team.owner, { title: 'Look, do not touch', status: 'todo' });
  await signIn(page, team.viewer, `${team.boardPath}?task=1`);
  const panel = page.getByRole('dialog', { name: /Look, do not touch/ });
  await expect(
    panel.getByRole('heading', { name: 'Look, do not touch', exact: true }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /edit title/ })).toHaveCount(0);
  await expect(panel.getByRole('combobox')).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Comment', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Delete task' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Choose files/ })).toHaveCount(0);
});

test('the task page is a deep link to the same detail', async ({ page }) => {
  const team = await createTeam('deep');
  await createTask(team, team.owner, { title: 'Deep linked', status: 'todo' });
  await signIn(page, team.member, `/w/${team.slug}/t/1`);
  await expect(page).toHaveTitle('#1 · Tandem');
  await expect(page.getByRole('heading', { level: 2, name: /Deep linked/ })).toBeVisible();
  await checkScreen(page, 'task-page');
  await page.getByRole('link', { name: 'Show on the board' }).click();
  await expect(page.getByRole('dialog', { name: /Deep linked/ })).toBeVisible();
  await page.goto(`/w/${team.slug}/t/999`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('attachments upload with progress, cancel, retry and download; too large is refused', async ({
  page,
}) => {
  const team = await createTeam('files');
  await createTask(team, team.owner, { title: 'Collect the assets', status: 'todo' });
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = page.getByRole('dialog', { name: /Collect the assets/ });
  const input = panel.getByTestId('file-input');

  // Hold the upload's bytes until its progress bar has been seen, then cancel it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/storage/v1/upload/resumable/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await input.setInputFiles({
    name: 'cancel-me.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(64 * 1024, 1),
  });
  await expect(panel.getByRole('progressbar', { name: 'Uploading cancel-me.bin' })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel uploading cancel-me.bin' }).click();
  release();
  await expect(panel.getByText('cancel-me.bin')).toHaveCount(0);
  await page.unroute('**/storage/v1/upload/resumable/**');

  // The row is refused once: the upload fails, Retry finishes it.
  let refusals = 0;
  await page.route('**/rest/v1/attachments*', async (route) => {
    if (route.request().method() === 'POST' && refusals === 0) {
      refusals += 1;
      await route.fulfill({ status: 503, body: '{"message":"busy"}' });
      return;
    }
    await route.continue();
  });
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => index % 251));
  await input.setInputFiles({
    name: 'notes.bin',
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('button', { name: 'Download notes.bin' })).toBeVisible();
  // The uploader may remove their own file.
  await expect(panel.getByRole('button', { name: 'Remove notes.bin' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download notes.bin' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.bin');
  expect(readFileSync(await download.path()).equals(bytes)).toBe(true);

  await input.setInputFiles({
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(26 * 1024 * 1024),
  });
  await expect(page.getByRole('region', { name: /Messages/ })).toContainText('huge.bin');
  await expect(panel.getByRole('list', { name: 'Refused files' })).toContainText('huge.bin');
});

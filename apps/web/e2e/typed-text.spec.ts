import { expect, type Page, test } from '@playwright/test';
import { LOCAL_SECRET_KEY } from '@tandem/local-backend';
import { type ApiUser, createTask, createTeam, readTask, rest } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { BACKEND_URL } from './support/urls';
import { createUser } from './support/users';
import { createWorkspace } from './support/workspaces';

// What a person types is never lost, never cut and never dropped from view.

function panelOf(page: Page) {
  return page.getByRole('dialog');
}

async function comment(user: ApiUser, taskId: string, body: string): Promise<void> {
  const response = await rest(user, 'comments', {
    method: 'POST',
    body: { task_id: taskId, body },
  });
  if (!response.ok) throw new Error(`commenting: ${response.status} ${await response.text()}`);
}

test('Escape ends a field’s edit only, and unsaved text stays a draft across closing, other tasks and a reload', async ({
  page,
}) => {
  const team = await createTeam('drafts');
  const task = await createTask(team, team.owner, { title: 'Plan the offsite', status: 'todo' });
  await createTask(team, team.owner, { title: 'Book the venue', status: 'todo' });
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = panelOf(page);

  // Escape in the title editor: the panel stays, the text is kept as a draft.
  await panel.getByRole('button', { name: /edit title/ }).click();
  await panel.getByRole('textbox', { name: 'Title' }).fill('Plan the offsite in May');
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(panel.getByText('Unsaved title kept from your last edit.')).toBeVisible();

  // Escape in the description editor: the same.
  await panel.getByRole('button', { name: 'Add a description…' }).click();
  await panel.getByRole('textbox', { name: 'Description' }).fill('Budget: **tight**');
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Unsaved description kept from your last edit.')).toBeVisible();

  // A half-written comment; Escape leaves the box, a second Escape closes the panel.
  await panel.getByRole('textbox', { name: 'Comment' }).fill('I can host the kickoff');
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Closing says the drafts are kept, without asking anything.
  await expect(page.getByText('Draft kept for #1')).toBeVisible();
  await expect(
    page.getByText(
      'Your unsaved title, description, and comment will be there when you open the task again.',
    ),
  ).toBeVisible();

  // Another task has no drafts; back to the first, after a reload, everything is there.
  await page.getByRole('button', { name: /Book the venue/ }).click();
  await expect(panel.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expect(panel.getByText(/Unsaved .* kept/)).toHaveCount(0);
  await page.goto(`${team.boardPath}?task=1`);
  await expect(panel.getByText('Unsaved title kept from your last edit.')).toBeVisible();
  await expect(panel.getByText('Unsaved description kept from your last edit.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'I can host the kickoff',
  );
  await checkScreen(page, 'task-panel-drafts');
  // Nothing was saved by Escape, closing or reloading.
  expect((await readTask(team.owner, task.id)).title).toBe('Plan the offsite');
});

test('a draft is cleared once saved, sent or discarded on purpose', async ({ page }) => {
  const team = await createTeam('cleared');
  const task = await createTask(team, team.owner, { title: 'Plan the offsite', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  const draftPrefix = `tandem.draft.${team.member.id}.${task.id}`;
  // Drafts as an earlier visit left them (the first test writes them through the fields).
  await page.evaluate(
    ({ prefix }) => {
      localStorage.setItem(`${prefix}.title`, 'Plan the offsite in May');
      localStorage.setItem(`${prefix}.description`, 'Budget: **tight**');
      localStorage.setItem(`${prefix}.comment`, 'I can host the kickoff');
    },
    { prefix: draftPrefix },
  );
  await page.goto(`${team.boardPath}?task=1`);
  const panel = panelOf(page);

  // Resuming the title draft and saving it clears it; nothing was saved before.
  expect((await readTask(team.owner, task.id)).title).toBe('Plan the offsite');
  // The draft notice under the title resumes it too, as the title itself does.
  await expect(panel.getByText('Unsaved title kept from your last edit.')).toBeVisible();
  await panel.getByRole('button', { name: 'Resume editing' }).first().click();
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Plan the offsite in May',
  );
  await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect
    .poll(async () => (await readTask(team.owner, task.id)).title)
    .toBe('Plan the offsite in May');
  await expect(panel.getByText('Unsaved title kept from your last edit.')).toHaveCount(0);

  // Discarding the description draft on purpose; sending the comment clears its draft.
  await panel.getByRole('button', { name: 'Discard draft of the description' }).click();
  await expect(panel.getByText(/Unsaved description/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(panel.getByRole('article', { name: /Comment by/ })).toContainText(
    'I can host the kickoff',
  );
  // The comment shows at once; its draft goes when the server has it, not before.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `${draftPrefix}.comment`))
    .toBeNull();
  await page.reload();
  await expect(panel.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expect(panel.getByText(/Unsaved .* kept/)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add a description…' })).toBeVisible();
});

test('text that looks like HTML shows literally, and only http(s) and mailto links are links', async ({
  page,
}) => {
  const team = await createTeam('markdown');
  const task = await createTask(team, team.owner, {
    title: 'Restructure the page',
    status: 'todo',
    description: 'Swap <header> for <Banner> &amp; check `<App />`',
  });
  await comment(team.owner, task.id, '<div> should become a <section> here');
  await comment(team.owner, task.id, 'Use the <Button> component');
  await comment(
    team.owner,
    task.id,
    '<img src=x onerror="window.__pwned=1"> [click me](javascript:window.__pwned=1) [raw](data:text/html,hi) and [the docs](https://example.com/docs)',
  );
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = panelOf(page);
  const comments = panel.getByRole('article', { name: /Comment by/ });
  await expect(comments).toHaveCount(3);
  await expect(comments.nth(0)).toContainText('<div> should become a <section> here');
  await expect(comments.nth(1)).toContainText('Use the <Button> component');
  await expect(panel.getByRole('region', { name: 'Description' })).toContainText(
    'Swap <header> for <Banner> & check <App />',
  );

  const third = comments.nth(2);
  await expect(third).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(third.locator('img, [onerror], section, button:text("component")')).toHaveCount(0);
  await expect(third.getByText('click me')).toBeVisible();
  await expect(third.locator('a')).toHaveCount(1);
  await expect(panel.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  const docs = third.getByRole('link', { name: 'the docs (example.com)' });
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(docs).toHaveAttribute('target', '_blank');
  await third.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await checkScreen(page, 'task-panel-markdown');
});

test('no text field cuts what is typed: over the limit it says so and saves nothing', async ({
  page,
}) => {
  const team = await createTeam('limits');
  const task = await createTask(team, team.owner, { title: 'Short title', status: 'todo' });
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = panelOf(page);

  await panel.getByRole('button', { name: /edit title/ }).click();
  const title = panel.getByRole('textbox', { name: 'Title' });
  await title.fill('x'.repeat(10_000));
  await expect(title).toHaveValue('x'.repeat(10_000));
  await expect(panel.getByText('9,800 characters over the limit of 200')).toBeVisible();
  await expect(panel.getByText(/at most 200 characters; shorten it to save/)).toBeVisible();
  await title.press('Enter');
  await expect(title).toBeVisible();
  await checkScreen(page, 'task-panel-title-limit');
  await title.fill('y'.repeat(195));
  await expect(panel.getByText('5 characters left')).toBeVisible();
  await title.fill('y'.repeat(201));
  await title.press('Enter');
  expect((await readTask(team.owner, task.id)).title).toBe('Short title');
  await title.fill('y'.repeat(200));
  await title.press('Enter');
  await expect.poll(async () => (await readTask(team.owner, task.id)).title).toBe('y'.repeat(200));

  await panel.getByRole('button', { name: 'Add a description…' }).click();
  const description = panel.getByRole('textbox', { name: 'Description' });
  await description.fill('d'.repeat(10_001));
  await expect(description).toHaveValue('d'.repeat(10_001));
  await expect(panel.getByText('1 character over the limit of 10,000')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();

  const box = panel.getByRole('textbox', { name: 'Comment' });
  await box.fill('c'.repeat(4_005));
  await expect(box).toHaveValue('c'.repeat(4_005));
  await expect(panel.getByText('5 characters over the limit of 4,000')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
});

test('form fields count toward their limits and refuse, never cut, a longer text', async ({
  page,
}) => {
  const owner = await createUser('counted');
  const workspace = await createWorkspace(owner, 'Counted');

  await signIn(page, owner, '/settings/profile');
  const name = page.getByLabel('Display name');
  await name.fill('n'.repeat(70));
  await expect(name).toHaveValue('n'.repeat(70));
  await expect(page.getByText('10 characters over the limit of 60')).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/10 characters over the limit of 60/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/at most 60 characters/)).toBeVisible();
  await expect(page.getByText('Your name has been saved.')).toHaveCount(0);
  await name.fill('n'.repeat(55));
  await expect(page.getByText('5 characters left')).toBeVisible();
  await checkScreen(page, 'profile-name-limit');

  await page.goto(`/w/${workspace.slug}/settings`);
  const workspaceName = page.getByRole('textbox', { name: 'Name', exact: true });
  await workspaceName.fill('w'.repeat(61));
  await expect(workspaceName).toHaveValue('w'.repeat(61));
  await expect(page.getByText('1 character over the limit of 60')).toBeVisible();
});

test('the comments and tasks of a deleted account still show, by "Deleted user"', async ({
  page,
}) => {
  const team = await createTeam('leaver');
  const task = await createTask(team, team.owner, { title: 'Keep the history', status: 'todo' });
  await comment(team.owner, task.id, 'First, from the owner');
  await comment(team.member, task.id, 'Second, from someone who will leave');
  await comment(team.owner, task.id, 'Third, from the owner again');
  await createTask(team, team.member, { title: 'Made by the leaver', status: 'todo' });

  const deleted = await fetch(`${BACKEND_URL}/auth/v1/admin/users/${team.member.id}`, {
    method: 'DELETE',
    headers: {
      apikey: LOCAL_SECRET_KEY,
      authorization: `Bearer ${LOCAL_SECRET_KEY}`,
    },
  });
  expect(deleted.ok).toBe(true);

  await signIn(page, team.owner, `${team.boardPath}?task=1`);
  const panel = panelOf(page);
  const comments = panel.getByRole('article', { name: /Comment by/ });
  await expect(comments).toHaveCount(3);
  await expect(panel.getByRole('article', { name: 'Comment by Deleted user' })).toContainText(
    'Second, from someone who will leave',
  );
  await expect(comments.nth(0)).toContainText('First, from the owner');
  await expect(comments.nth(2)).toContainText('Third, from the owner again');
  await expect(panel.getByText('Something went wrong')).toHaveCount(0);
  await checkScreen(page, 'task-panel-deleted-author');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Made by the leaver/ })).toBeVisible();
});

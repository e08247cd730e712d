import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createUser, type TestUser } from './support/users';
import { uniqueSlug } from './support/workspaces';

/** The demo accounts of the seed (supabase/seed.sql), members of the workspace `acme`. */
const demo = (role: 'member' | 'viewer'): TestUser => ({
  email: `${role}@demo.tandem.test`,
  password: 'tandem-demo-1',
  displayName: role,
});

test('create a workspace with a suggested, checked slug, then manage its boards', async ({
  page,
}) => {
  // Six screens checked in two themes at two sizes: more than the default minute on a busy
  // machine.
  test.slow();
  const user = await createUser('creator');
  await signIn(page, user, '/workspaces');
  await expect(page.getByRole('heading', { level: 2, name: 'No workspaces yet' })).toBeVisible();
  await checkScreen(page, 'workspaces-empty');

  await page.getByRole('button', { name: 'Create workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
  await dialog.getByLabel('Name').fill('Rocket Team');
  await expect(dialog.getByLabel('Slug')).toHaveValue('rocket-team');
  await dialog.getByLabel('Slug').fill('acme');
  await expect(dialog.getByText('This is already taken.')).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page, 'create-workspace-taken');
  await dialog.getByLabel('Slug').fill('Not A Slug');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText(/Slug may contain only lowercase letters/)).toBeVisible();
  const slug = uniqueSlug('rocket');
  await dialog.getByLabel('Slug').fill(slug);
  await expect(dialog.getByText(`/w/${slug} is available.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create workspace' }).click();

  await expect(page).toHaveURL(new RegExp(`/w/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  await expect(page.getByText('Rocket Team · Owner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No boards yet' })).toBeVisible();
  await checkScreen(page, 'boards-empty');

  await page.getByRole('button', { name: 'New board' }).click();
  const newBoard = page.getByRole('dialog', { name: 'New board' });
  await newBoard.getByRole('button', { name: 'Create board' }).click();
  await expect(newBoard.getByText('Name is required')).toBeVisible();
  await newBoard.getByLabel('Name').fill('Roadmap');
  await newBoard.getByLabel('Description').fill('What ships this quarter.');
  await newBoard.getByRole('button', { name: 'Create board' }).click();
  // A new board opens at once, ready for its first task.
  await expect(page).toHaveURL(new RegExp(`/w/${slug}/b/[0-9a-f-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Roadmap' })).toBeVisible();

  await page.getByRole('button', { name: 'New board' }).click();
  await page.getByRole('dialog', { name: 'New board' }).getByLabel('Name').fill('Bugs');
  await page.getByRole('dialog', { name: 'New board' }).getByLabel('Name').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bugs' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Actions for Bugs' }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename board' });
  await rename.getByLabel('Name').fill('Known bugs');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Known bugs' })).toBeVisible();
  await checkScreen(page, 'boards');

  await page.getByRole('button', { name: 'Actions for Known bugs' }).click();
  await page.getByRole('menuitem', { name: 'Archive…' }).click();
  await page.getByRole('button', { name: 'Archive board' }).click();
  await expect(page.getByRole('link', { name: 'Known bugs' })).toHaveCount(0);
  // Archived boards are listed apart, and an admin or the owner can bring one back.
  const archived = page.getByRole('list', { name: 'Archived boards' });
  await expect(archived.getByText('Known bugs')).toBeVisible();
  await checkScreen(page, 'boards-archived');
  await archived.getByRole('button', { name: 'Restore Known bugs' }).click();
  await expect(page.getByText('Known bugs was restored.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Known bugs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Archived boards' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${slug}/b/[0-9a-f-]+$`));

  await page.goto('/workspaces');
  const card = page.getByRole('listitem').filter({ hasText: 'Rocket Team' });
  await expect(card.getByText('Owner')).toBeVisible();
  await checkScreen(page, 'workspaces');

  // `/` returns to the workspace opened last.
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/w/${slug}$`));
});

test('a workspace the user is not a member of is not found', async ({ page }) => {
  const user = await createUser('outsider');
  await signIn(page, user, '/workspaces');
  for (const path of ['/w/acme', '/w/acme/settings', '/w/acme/activity', '/w/Not_A_Slug']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Acme Product')).toHaveCount(0);
  }
  await checkScreen(page, 'workspace-not-found');
});

for (const role of ['viewer', 'member'] as const) {
  test(`a ${role} sees the boards and settings without admin controls`, async ({ page }) => {
    await signIn(page, demo(role), '/w/acme');
    await expect(page.getByRole('link', { name: 'Roadmap' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New board' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
    await expect(page.getByLabel('Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByText('Olivia Owner')).toBeVisible();
    // Each member's email under their name, so two people of the same name can be told apart.
    await expect(members.getByText('owner@demo.tandem.test')).toBeVisible();
    await expect(members.getByText(`${role}@demo.tandem.test`)).toBeVisible();
    await expect(members.getByRole('combobox')).toHaveCount(0);
    await expect(members.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
    if (role === 'viewer') await checkScreen(page, 'workspace-settings-viewer');
  });
}

test('the activity feed pages through older entries, narrows by board and links each task', async ({
  page,
}) => {
  await signIn(page, demo('member'), '/w/acme/activity');
  const feed = page.getByRole('list', { name: 'Workspace activity' });
  await expect(feed.getByRole('listitem')).toHaveCount(50);
  await expect(feed.getByText(/Tandem created #\d+/).first()).toBeVisible();
  await checkScreen(page, 'activity');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => feed.getByRole('listitem').count()).toBeGreaterThan(50);

  await page.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: 'Bugs' }).click();
  await expect(page).toHaveURL(/\/w\/acme\/activity\?board=00000000-0000-4000-c000-000000000002$/);
  await expect(feed.getByText('created the board Roadmap')).toHaveCount(0);
  const link = feed.getByRole('link', { name: /^#\d+$/ }).first();
  const number = (await link.textContent())?.slice(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/w/acme/t/${number}$`));
});

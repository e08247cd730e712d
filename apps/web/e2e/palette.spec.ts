import { expect, test } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

test('the palette reaches every page and account action, names ranked above loose matches', async ({
  page,
}) => {
  const team = await createTeam('acme');
  // Loose matches for "acme": a, c, m and e in order, but no word starting with it.
  await createTask(team, team.owner, { title: 'Add cache metrics everywhere', status: 'todo' });
  await createTask(team, team.owner, { title: 'Track a commit message', status: 'todo' });
  await signIn(page, team.member, team.boardPath);
  await expect(page.getByRole('button', { name: /Add cache metrics/ })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const options = palette.getByRole('option');
  /** Opens the palette and waits for its field, so no key reaches the board's shortcuts. */
  const openPalette = async () => {
    await page.keyboard.press('Control+k');
    await expect(palette.getByRole('combobox')).toBeFocused();
  };

  await openPalette();
  await page.keyboard.type('acme');
  await expect(options.first()).toHaveText('acme team');
  await expect(options.filter({ hasText: 'Add cache metrics everywhere' })).toBeVisible();

  await palette.getByRole('combobox').fill('settings');
  await expect(options).toHaveText(['Workspace settings', 'Profile settings']);
  await checkScreen(page, 'palette-settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/w/${team.slug}/settings$`));

  await openPalette();
  await page.keyboard.type('activity');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/w/${team.slug}/activity$`));

  await openPalette();
  await page.keyboard.type('profile');
  await expect(options.first()).toHaveText('Profile settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await openPalette();
  await page.keyboard.type('workspaces');
  await expect(options.first()).toHaveText('All workspaces');

  await palette.getByRole('combobox').fill('sign out');
  await expect(options.first()).toHaveText('Sign out');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('what is typed in the palette while the next page loads is kept whole', async ({ page }) => {
  const team = await createTeam('palette-typing');
  await signIn(page, team.member, `/w/${team.slug}/activity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const field = palette.getByRole('combobox');
  // The profile page's code arrives late, as on a slow connection.
  let delayed = 0;
  await page.route('**/assets/profile-*.js', async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });

  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('profile');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  // The palette again, typed in at a person's pace while that page is still loading.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('workspaces', { delay: 120 });
  // The open palette hides the page from assistive tech: find the heading by its tag.
  await expect(page.locator('main h1', { hasText: 'Profile' })).toBeAttached();
  expect(delayed).toBeGreaterThan(0);

  await expect(field).toHaveValue('workspaces');
  await expect(field).toBeFocused();
  await expect(palette.getByRole('option').first()).toHaveText('All workspaces');
});

test('the palette offers "New task" only to those who may create tasks', async ({ browser }) => {
  const team = await createTeam('palette-roles');
  const optionsFor = async (user: typeof team.member) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, user, team.boardPath);
    await expect(page.getByRole('region', { name: /^Todo/ })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    // The workspace's boards are offered, so its role is known too.
    await expect(palette.getByRole('option', { name: /Launch plan/ })).toBeVisible();
    return palette.getByRole('option', { name: /^New task/ });
  };
  await expect(await optionsFor(team.member)).toHaveCount(1);
  await expect(await optionsFor(team.viewer)).toHaveCount(0);
});

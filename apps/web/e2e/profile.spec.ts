import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createUser } from './support/users';

/** A valid 1×1 PNG, made here so the test needs no fixture file. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the display name and the avatar, with the size and type checks', async ({ page }) => {
  const user = await createUser('profile');
  await signIn(page, user, '/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue(user.displayName);
  const assignedByEmail = page.getByRole('switch', { name: 'Email me when I’m assigned a task' });
  await expect(assignedByEmail).toBeChecked();
  await checkScreen(page, 'profile');

  // Where notifications reach you, per kind: saved at once, kept across visits.
  await assignedByEmail.click();
  await page.getByRole('switch', { name: 'Notify me in Tandem when my role changes' }).click();
  await expect(assignedByEmail).not.toBeChecked();

  await page.getByLabel('Display name').fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();
  await page.getByLabel('Display name').fill('Renamed Person');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();

  const picker = page.getByLabel('Profile picture');
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText('huge.png is larger than 2 MB.');
  await checkScreen(page, 'profile-avatar-too-large');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Avatars must be PNG, JPEG, WebP or GIF images.',
  );

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await page.reload();
  await expect(page.locator('img[src*="/storage/v1/render/image/public/avatars/"]')).toBeAttached();
  await expect(assignedByEmail).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Notify me in Tandem when my role changes' }),
  ).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email me when I’m mentioned' })).toBeChecked();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your picture has been removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

test('a new password works at the next sign-in', async ({ page }) => {
  const user = await createUser('password');
  await signIn(page, user, '/settings/profile');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  // The change is made only by someone who knows the password being replaced.
  await expect(page.getByText('Enter your current password')).toBeVisible();
  // The auth service checks it too: a guessed one changes nothing.
  await page.getByLabel('Current password').fill('guessed-horse-1');
  const password = 'another-horse-77';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This is not your current password')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, { ...user, password }, '/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('"Sign out everywhere" ends the sessions of other browsers too', async ({ page, browser }) => {
  const user = await createUser('everywhere');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user, '/workspaces');
  await signIn(page, user, '/settings/profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // The other browser, left alone on its page, finds out at its next check with the server
  // (every 5 s) and goes to sign-in by itself.
  await expect(otherPage).toHaveURL(/\/sign-in/, { timeout: 8_000 });
  await expect(
    otherPage.getByText('Your session has expired. Please sign in again.'),
  ).toBeVisible();
  await expect(
    otherPage.getByRole('heading', { level: 1, name: 'Sign in to Tandem' }),
  ).toBeVisible();
  await other.close();
});

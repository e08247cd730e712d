import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { latestLink } from './support/inbox';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createUser, type TestUser } from './support/users';

/** The code an authenticator app shows for `secret`, `offsetMs` from now. */
function totpCode(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });
}

/** A code of the secret that is not valid now (the one of ten minutes later). */
function wrongCode(secret: string): string {
  const right = totpCode(secret);
  const later = totpCode(secret, 600_000);
  return later === right ? String((Number(right) + 1) % 1_000_000).padStart(6, '0') : later;
}

/** Fills the password form and submits it, without expecting to leave the page. */
async function submitPassword(page: Page, user: TestUser, next: string) {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('an authenticator app guards the sign-in: set up, code asked, wrong refused, right enters', async ({
  page,
}) => {
  // Three screens, each checked in both themes at two widths: more than the default time on a
  // loaded machine.
  test.slow();
  const user = await createUser('twofactor');
  await signIn(page, user, '/settings/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up' }).click();
  await expect(section.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
  const key = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await checkScreen(page, 'profile-two-factor-setup');

  await section.getByLabel('Authentication code').fill(wrongCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('That code is not right.', { exact: false })).toBeVisible();
  await section.getByLabel('Authentication code').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await checkScreen(page, 'profile-two-factor-on');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await submitPassword(page, user, '/settings/profile');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await checkScreen(page, 'sign-in-two-factor');

  // The app's pages stay closed until the code: the guard sends the half session back here.
  await page.goto('/workspaces');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();

  await page.getByLabel('Authentication code').fill(wrongCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/workspaces/);
});

/** Turns two-factor authentication on from the profile page; returns the app's key. */
async function turnOn(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up' }).click();
  const key = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await section.getByLabel('Authentication code').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  return key;
}

test('a password reset asks for the code before the new password', async ({ page }) => {
  const user = await createUser('twofactorreset');
  await signIn(page, user, '/settings/profile');
  const key = await turnOn(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await page.goto(await latestLink(user.email));
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();

  const newPassword = 'brand-new-secret-8';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});

test('removing the authenticator app asks first, then sign-in needs only the password', async ({
  page,
}) => {
  const user = await createUser('twofactoroff');
  await signIn(page, user, '/settings/profile');
  await turnOn(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });

  await section.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Turn off two-factor authentication?');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, user, '/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

import { expect, type Page, test } from '@playwright/test';
import { latestCode, latestLink } from './support/inbox';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { submitSignUp } from './support/sign-up';
import { createUser, uniqueEmail } from './support/users';

test('reset a forgotten password through the inbox, then sign in with it', async ({ page }) => {
  const user = await createUser('reset');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeFocused();
  await checkScreen(page, 'forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  await page.goto(await latestLink(user.email));
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await checkScreen(page, 'reset-password');
  const newPassword = 'brand-new-secret-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else-7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, { ...user, password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});

test('a link opened in another browser shows the invalid-link page with a way back', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('elsewhere');
  await page.goto('/sign-up');
  await submitSignUp(page, 'Alan Turing', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  // Another browser has no PKCE verifier for this link.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(await latestLink(email));
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('This link can’t be used');
  await expect(otherPage.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await checkScreen(otherPage, 'auth-link-invalid');
  await otherPage.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(otherPage).toHaveURL(/\/sign-in$/);
  await other.close();
});

test('"Continue with GitHub" signs in through the provider and returns to next', async ({
  page,
}) => {
  const email = uniqueEmail('github');
  await page.goto(`/sign-in?next=${encodeURIComponent('/settings/profile')}`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  // The local backend's stand-in for GitHub's consent page. Wait for it before filling: the
  // sign-in page has an "Email" field too, and a fill that ran before the redirect committed
  // would land there and leave the provider's required email empty, so its form would never
  // submit.
  await expectProviderPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Linus Torvalds');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('cancelling on the provider page says sign-in was cancelled', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expectProviderPage(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in cancelled');
  await expect(page.getByText('invalid or has expired')).toHaveCount(0);
  await checkScreen(page, 'sign-in-cancelled');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the 6-digit code of a sign-up or sign-in email works on "Check your inbox"', async ({
  page,
}) => {
  const email = uniqueEmail('code');
  await page.goto(`/sign-up?next=${encodeURIComponent('/settings/profile')}`);
  await submitSignUp(page, 'Cora Code', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const codeField = page.getByLabel('Code from the email');
  await codeField.fill('12');
  await page.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(page.getByText('Enter the 6 digits from the email.')).toBeVisible();
  const code = await latestCode(email);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(page.getByText('That code is wrong or has expired.')).toBeVisible();
  await checkScreen(page, 'check-inbox-code');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Signed out, a sign-in link's email has a code too (another account: one email per
  // address a minute).
  const member = await createUser('code-member');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await codeField.fill(await latestCode(member.email));
  await page.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});

/** Waits until the browser shows the local backend's stand-in for GitHub's consent page. */
async function expectProviderPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/__fake_provider\/github\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with GitHub' })).toBeVisible();
}

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Tandem');
  await checkScreen(page, 'not-found');
  await page.getByRole('link', { name: 'Go to Tandem' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('losing the connection shows the offline banner until it is back', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tandem' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await checkScreen(page, 'offline');
  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toHaveCount(0);
});

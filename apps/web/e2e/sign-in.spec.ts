import { expect, test } from '@playwright/test';
import { inboxOf, latestLink } from './support/inbox';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createUser } from './support/users';

test('a wrong password is reported above the form', async ({ page }) => {
  const user = await createUser('wrong');
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Tandem');
  await checkScreen(page, 'sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/sign-in/);
  await checkScreen(page, 'sign-in-wrong-password');
});

test('an unconfirmed email gets "Resend link", which sends a new confirmation', async ({
  page,
}) => {
  const user = await createUser('unconfirmed', { confirmed: false });
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');
  await checkScreen(page, 'sign-in-unconfirmed');

  await page.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${user.email}`)).toBeVisible();
  await page.goto(await latestLink(user.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
});

test('"Email me a sign-in link" signs in through the inbox', async ({ page }) => {
  const user = await createUser('magic');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a link' })).toBeVisible();
  await checkScreen(page, 'sign-in-link');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  await page.goto(await latestLink(user.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  expect(await inboxOf(user.email)).toHaveLength(1);
});

test('a signed-out visit goes to sign-in and comes back to the page after it', async ({ page }) => {
  const user = await createUser('next');
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings%2Fprofile$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeFocused();
  await expect(page).toHaveTitle('Profile · Tandem');

  // Signed in, the sign-in and sign-up pages have nothing to offer.
  await page.goto('/sign-in');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/sign-up');
  await expect(page).not.toHaveURL(/\/sign-up/);
});

test('signing out in one tab signs out the other tabs', async ({ context }) => {
  const user = await createUser('tabs');
  const tabA = await context.newPage();
  await signIn(tabA, user, '/workspaces');
  const tabB = await context.newPage();
  await tabB.goto('/workspaces');
  await expect(tabB.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();

  await tabA.getByRole('button', { name: 'Account menu' }).click();
  await tabA.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(tabA).toHaveURL(/\/sign-in/);
  await expect(tabB).toHaveURL(/\/sign-in/);
  await tabB.goto('/workspaces');
  await expect(tabB).toHaveURL(/\/sign-in\?next=/);
});

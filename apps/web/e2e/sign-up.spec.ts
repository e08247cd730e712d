import { expect, test } from '@playwright/test';
import { latestLink } from './support/inbox';
import { checkScreen } from './support/screens';
import { submitSignUp } from './support/sign-up';
import { PASSWORD, uniqueEmail } from './support/users';

test('sign up, open the link from the inbox, and arrive signed in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Sign up · Tandem');
  await checkScreen(page, 'sign-up');

  await submitSignUp(page, 'Ada Lovelace', email);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend link in \d+ s/ })).toBeDisabled();
  await checkScreen(page, 'check-inbox');

  await page.goto(await latestLink(email));
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await checkScreen(page, 'app-frame');
});

test('the sign-up form shows the rules inline, and a used email on its field', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name').fill('Olivia');
  await page.getByLabel('Email').fill('owner@demo.tandem.test');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await checkScreen(page, 'sign-up-errors');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email address already exists.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('"Resend link" unlocks 60 seconds after the email was sent', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('resend');
  await page.goto('/sign-up');
  await expect(page.getByLabel('Name')).toBeVisible();
  // The page's time stands still from the submit on (only fastForward moves it), so the
  // countdown reads exactly 60 s however long the machine takes to show it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await submitSignUp(page, 'Grace Hopper', email);
  await expect(page.getByRole('button', { name: 'Resend link in 60 s' })).toBeDisabled();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('button', { name: 'Resend link in 30 s' })).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: 'Resend link', exact: true })).toBeEnabled();
});

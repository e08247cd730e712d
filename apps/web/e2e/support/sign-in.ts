import { expect, type Page } from '@playwright/test';
import type { TestUser } from './users';

/**
 * How long a submitted sign-in may take to leave `/sign-in`. The submit is a token request,
 * a cookie write and the next page's first load; with other suites on the same two cores it
 * has been seen past the default 10 s with the "Sign in" button still busy, before the
 * test itself began.
 */
const SIGN_IN_WAIT = { timeout: 30_000 } as const;

/** Signs in through the password form, from `/sign-in` (with `next` when given). */
export async function signIn(page: Page, user: TestUser, next?: string): Promise<void> {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, SIGN_IN_WAIT);
}

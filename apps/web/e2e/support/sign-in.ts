import { expect, type Page } from '@playwright/test';
import type { TestUser } from './users';

/** Signs in through the password form, from `/sign-in` (with `next` when given). */
export async function signIn(page: Page, user: TestUser, next?: string): Promise<void> {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

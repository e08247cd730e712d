import type { Page } from '@playwright/test';
import { PASSWORD } from './users';

/** Fills and submits the sign-up form (the page must show it). */
export async function submitSignUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

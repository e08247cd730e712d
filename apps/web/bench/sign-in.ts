import type { BrowserContext, Page } from 'playwright-core';

/** The demo accounts of supabase/seed.sql: the owner watches, the member edits. */
export const DEMO_USERS = {
  owner: 'owner@demo.tandem.test',
  member: 'member@demo.tandem.test',
} as const;

/** supabase/seed.sql's password for every demo account. */
export const DEMO_PASSWORD = 'tandem-demo-1';

/** Signs in through the app's own form, as a person would; the session cookie stays. */
export async function signIn(
  context: BrowserContext,
  appUrl: string,
  email: string,
): Promise<void> {
  const page: Page = await context.newPage();
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
  await page.close();
}

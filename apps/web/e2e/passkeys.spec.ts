import { expect, type Page, test } from '@playwright/test';
import { LOCAL_PUBLISHABLE_KEY } from '@tandem/local-backend';
import { checkScreen } from './support/screens';
import { APP_URL, BACKEND_URL } from './support/urls';
import { createUser, type TestUser } from './support/users';

/**
 * The app as `localhost`: a passkey belongs to a domain name, and browsers refuse IP
 * addresses (127.0.0.1) as one. The preview server answers both names.
 */
const APP = APP_URL.replace('127.0.0.1', 'localhost');

/**
 * Gives the page a platform authenticator through the DevTools protocol: Chromium's virtual
 * authenticator, with resident keys and a user who always passes the fingerprint check.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, user: TestUser) {
  await page.goto(`${APP}/sign-in?next=${encodeURIComponent('/settings/profile')}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/** Answers the next passkey sign-in's verify request body, as the browser sent it. */
function captureAssertion(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => request.url().endsWith('/auth/v1/passkeys/authentication/verify'))
    .then((request) => request.postData() ?? '');
}

test('a passkey added in the profile signs in without a password; its assertion works once', async ({
  page,
}) => {
  const user = await createUser('passkey');
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signInWithPassword(page, user);

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByText(/^Passkey “Chrome on Linux, \w{3} \d{1,2}, \d{4}” added\.$/),
  ).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await section.getByRole('button', { name: /^Rename passkey Chrome on Linux, / }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
  await dialog.getByLabel('Name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Work laptop')).toBeVisible();
  await expect(section.getByText('Not used yet', { exact: false })).toBeVisible();
  await checkScreen(page, 'profile-passkeys');

  await signOut(page);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await checkScreen(page, 'sign-in-passkey');
  const sent = captureAssertion(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/workspaces/);
  const body = await sent;

  // The same signed assertion sent again: its challenge was used up by the sign-in.
  const replay = await fetch(`${BACKEND_URL}/auth/v1/passkeys/authentication/verify`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body,
  });
  expect(replay.status).toBe(400);
  expect(await replay.json()).toMatchObject({ code: 'webauthn_challenge_not_found' });

  await page.goto(`${APP}/settings/profile`);
  await expect(section.getByText('Last used', { exact: false })).toBeVisible();
});

test('a removed passkey no longer signs in, though the device still offers it', async ({
  page,
}) => {
  const user = await createUser('passkey-removed');
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, user);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByText(/^Passkey “Chrome on Linux, \w{3} \d{1,2}, \d{4}” added\.$/),
  ).toBeVisible();

  await section.getByRole('button', { name: /^Remove passkey Chrome on Linux, / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText(/^Passkey “Chrome on Linux, .+” removed\.$/)).toBeVisible();
  await expect(section.getByText('No passkeys yet.', { exact: false })).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText('That passkey is not registered with Tandem.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

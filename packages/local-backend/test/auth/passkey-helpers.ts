import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { SoftwareAuthenticator } from '../../src/software-authenticator.js';
import type { TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** The page origin the ceremonies run on: the project's `site_url`. */
export const SITE = 'http://127.0.0.1:3000';

/** A project with passkeys on, two per user at most, and TOTP available for the aal rule. */
export function passkeyProject(): string {
  return tempProject(
    {},
    undefined,
    `[auth]
site_url = "${SITE}"

[auth.passkey]
enabled = true
max_passkeys_per_user = 2

[auth.mfa.totp]
enroll_enabled = true
verify_enabled = true
`,
  );
}

/** A new password user signed in on its own client, with a software authenticator. */
export async function passkeyUser(backend: TestBackend) {
  const email = uniqueEmail('passkey');
  const password = 'correct-horse-battery';
  const client = pkceClient(backend);
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  const authenticator = new SoftwareAuthenticator(SITE);
  return { email, password, client, authenticator, userId: data.user?.id as string };
}

/** Runs a whole registration ceremony through supabase-js; returns the new passkey's id. */
export async function registerPasskey(
  client: SupabaseClient,
  authenticator: SoftwareAuthenticator,
): Promise<string> {
  const options = await client.auth.passkey.startRegistration();
  expect(options.error).toBeNull();
  const credential = authenticator.create(options.data?.options as never);
  const verified = await client.auth.passkey.verifyRegistration({
    challengeId: options.data?.challenge_id as string,
    credential: credential as never,
  });
  expect(verified.error).toBeNull();
  return verified.data?.id as string;
}

/** Starts a sign-in on a fresh client and answers it with the authenticator's assertion. */
export async function passkeyAssertion(
  backend: TestBackend,
  authenticator: SoftwareAuthenticator,
  credential = authenticator.credentials[0],
) {
  const client = pkceClient(backend);
  const options = await client.auth.passkey.startAuthentication();
  expect(options.error).toBeNull();
  const assertion = authenticator.get(options.data?.options as never, credential);
  return { client, challengeId: options.data?.challenge_id as string, assertion };
}

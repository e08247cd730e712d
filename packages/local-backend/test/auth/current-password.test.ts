import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRE_CURRENT_PASSWORD_ENV } from '../../src/auth/current-password.js';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { latestMail, pkceClient, uniqueEmail } from './helpers.js';

// Read once when the auth surface mounts, so set before any backend of this file starts.
process.env[REQUIRE_CURRENT_PASSWORD_ENV] = 'true';

describe.each(engines)('a password change needs the current password on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: fixture('auth'), clock });
  });
  afterAll(() => backend?.stop());

  async function signUp() {
    const email = uniqueEmail('current');
    const client = pkceClient(backend);
    const { error } = await client.auth.signUp({ email, password: 'correct-horse' });
    expect(error).toBeNull();
    return { email, client };
  }
  const signsInWith = async (email: string, password: string) =>
    (await pkceClient(backend).auth.signInWithPassword({ email, password })).error === null;

  it('refuses a change without it or with a wrong one, and takes the right one', async () => {
    const { client, email } = await signUp();
    const missing = await client.auth.updateUser({ password: 'taken-horse' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('current_password_required');
    const wrong = await client.auth.updateUser({
      password: 'taken-horse',
      current_password: 'guessed-horse',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('current_password_invalid');
    expect(await signsInWith(email, 'taken-horse')).toBe(false);

    const right = await client.auth.updateUser({
      password: 'rotated-horse',
      current_password: 'correct-horse',
    });
    expect(right.error).toBeNull();
    expect(await signsInWith(email, 'rotated-horse')).toBe(true);
  });

  it('in a session older than a day needs the emailed code as well', async () => {
    const { client, email } = await signUp();
    clock.advance(25 * 3_600_000);
    expect((await client.auth.refreshSession()).error).toBeNull();
    const stale = await client.auth.updateUser({
      password: 'rotated-horse',
      current_password: 'correct-horse',
    });
    expect(stale.error?.code).toBe('reauthentication_needed');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = (await latestMail(backend, email)).otp as string;
    const withCodeOnly = await client.auth.updateUser({ password: 'rotated-horse', nonce });
    expect(withCodeOnly.error?.code).toBe('current_password_required');
    // A refused change spends nothing: the same code still works once.
    const both = await client.auth.updateUser({
      password: 'rotated-horse',
      current_password: 'correct-horse',
      nonce,
    });
    expect(both.error).toBeNull();
    expect(await signsInWith(email, 'rotated-horse')).toBe(true);
  });

  it('lets a password reset set a new one without the forgotten one', async () => {
    const { email } = await signUp();
    const client = pkceClient(backend);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(backend, email);
    const verified = await client.auth.verifyOtp({
      email,
      token: mail.otp as string,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-horse' })).error).toBeNull();
    expect(await signsInWith(email, 'recovered-horse')).toBe(true);
  });
});

import { createClient } from '@supabase/supabase-js';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TandemClient, toTandemError } from '../src/index.js';
import { consentWithGitHub, failure, mailsTo, recordSessionEvents } from './support/auth.js';
import {
  APP_URL,
  cookieJar,
  createUser,
  DEMO,
  DEMO_PASSWORD,
  followLink,
  latestMail,
  newClient,
  startBackend,
  uniqueEmail,
} from './support/backend.js';

const PASSWORD = 'first-pass-1';

// Auth emails are limited per address (one a minute) and per backend ([auth.rate_limit]
// email_sent: 30 an hour): every test uses fresh addresses and this file sends 9 per engine.
describe.each(engines)('auth links on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  /** Where the newest email to `to` sends the browser: the app's callback URL. */
  async function openLatestMail(to: string): Promise<URL> {
    const mail = await latestMail(backend, to);
    const link = mail.links[0] as string;
    return followLink(link);
  }

  /** Signs up `email` in `client` and returns the callback URL of its confirmation link. */
  async function signUpAndOpenLink(client: TandemClient, email: string, next?: string) {
    const result = await client.auth.signUp(
      { email, password: PASSWORD, displayName: 'Ada Lovelace' },
      { next },
    );
    expect(result).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      needsConfirmation: true,
    });
    return { result, callback: await openLatestMail(email) };
  }

  it('signs up, and the confirmation link signs in the browser that asked for it', async () => {
    const email = uniqueEmail('signup');
    const browser = newClient(backend);
    const events = recordSessionEvents(browser);
    const { result, callback } = await signUpAndOpenLink(browser, email, '/invite/abc');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${APP_URL}/auth/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(await browser.auth.getSession()).toBeNull();

    expect(await browser.auth.handleAuthCallback(callback)).toEqual({
      next: '/invite/abc',
      kind: 'signed-in',
    });
    const user = await browser.auth.getUser();
    expect(user).toEqual({
      id: result.userId,
      email,
      displayName: 'Ada Lovelace',
      emailConfirmed: true,
    });
    expect(await events.until('signed-in')).toEqual({ type: 'signed-in', user });
    // The profile trigger read the display name from the user's metadata.
    const profile = await (await browser.supabase())
      .from('profiles')
      .select('display_name')
      .eq('id', result.userId)
      .single();
    expect(profile.data?.display_name).toBe('Ada Lovelace');
  });

  it('confirms a sign-up and signs in with the 6-digit code of the email, in any browser', async () => {
    const email = uniqueEmail('code');
    const asker = newClient(backend);
    await asker.auth.signUp({ email, password: PASSWORD, displayName: 'Cody Code' });
    const { otp } = await latestMail(backend, email);
    expect(otp).toMatch(/^\d{6}$/);

    // Another browser (no PKCE verifier) may use the code; a malformed or wrong one is the
    // code field's fault.
    const other = newClient(backend);
    const events = recordSessionEvents(other);
    const malformed = await failure(other.auth.verifyEmailCode({ email, code: '12a' }));
    expect(malformed.code).toBe('data/invalid');
    expect(malformed.fieldErrors.code).toEqual(['Enter the 6 digits from the email.']);
    const wrong = await failure(
      other.auth.verifyEmailCode({ email, code: otp === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.code).toBe('data/invalid');
    expect(wrong.fieldErrors.code?.[0]).toMatch(/^That code is wrong or has expired/);

    const user = await other.auth.verifyEmailCode({ email, code: ` ${otp} ` });
    expect(user).toMatchObject({ email, displayName: 'Cody Code', emailConfirmed: true });
    expect(await events.until('signed-in')).toEqual({ type: 'signed-in', user });
    // Used once: the same code no longer works.
    const again = newClient(backend);
    expect((await failure(again.auth.verifyEmailCode({ email, code: otp as string }))).code).toBe(
      'data/invalid',
    );

    // A sign-in email's code signs in too (another address: one email per address a minute).
    const member = uniqueEmail('code-member');
    await createUser(backend, member, 'Mia Member');
    await again.auth.sendMagicLink({ email: member });
    const signIn = await latestMail(backend, member);
    expect(
      await again.auth.verifyEmailCode({ email: member, code: signIn.otp as string }),
    ).toMatchObject({ email: member, displayName: 'Mia Member' });
  });

  it('refuses a link opened in another browser, which leaves it usable in the right one', async () => {
    const email = uniqueEmail('elsewhere');
    const asked = newClient(backend);
    const { callback } = await signUpAndOpenLink(asked, email);
    const other = newClient(backend);
    expect((await failure(other.auth.handleAuthCallback(callback))).code).toBe('auth/link-invalid');
    expect(await other.auth.getSession()).toBeNull();

    // A `next` that leaves the app is dropped.
    callback.searchParams.set('next', '//evil.example/steal');
    expect(await asked.auth.handleAuthCallback(callback.href)).toEqual({
      next: '/',
      kind: 'signed-in',
    });
    expect((await asked.auth.getUser())?.email).toBe(email);
  });

  it('refuses a used code and a link opened twice', async () => {
    const email = uniqueEmail('twice');
    const browser = newClient(backend);
    const { callback } = await signUpAndOpenLink(browser, email);
    await browser.auth.handleAuthCallback(callback);

    // The verifier went with the first exchange...
    expect((await failure(browser.auth.handleAuthCallback(callback))).code).toBe(
      'auth/link-invalid',
    );
    // ...and where a verifier is found (the newest flow's, for a callback without a flow id),
    // the server refuses the used code itself.
    expect(callback.searchParams.get('sb_flow_id')).toBeTruthy();
    callback.searchParams.delete('sb_flow_id');
    await browser.auth.signInWithGitHub({ redirect: false });
    const used = await failure(browser.auth.handleAuthCallback(callback));
    expect(used.code).toBe('auth/link-invalid');
    expect((used as { cause?: { code?: string } }).cause?.code).toBe('flow_state_not_found');

    // The email link itself works once: the second time the auth server returns an error.
    const again = await followLink((await latestMail(backend, email)).links[0] as string);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect((await failure(browser.auth.handleAuthCallback(again))).code).toBe('auth/link-invalid');
  });

  it('refuses callback URLs with an error or without a code', async () => {
    const browser = newClient(backend);
    for (const query of [
      '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      '?error=server_error',
      '#error=access_denied&error_code=otp_expired&sb=',
      '',
      '?next=/w/acme',
    ]) {
      const error = await failure(
        browser.auth.handleAuthCallback(`${APP_URL}/auth/callback${query}`),
      );
      expect(error.code).toBe('auth/link-invalid');
    }
  });

  it('finishes the sign-up in a fresh page load over the same cookies', async () => {
    const email = uniqueEmail('cookies');
    const { cookies } = cookieJar();
    const signUpPage = newClient(backend, { auth: { cookies } });
    const { result, callback } = await signUpAndOpenLink(signUpPage, email);
    const callbackPage = newClient(backend, { auth: { cookies } });
    expect((await callbackPage.auth.handleAuthCallback(callback)).kind).toBe('signed-in');
    const nextPage = newClient(backend, { auth: { cookies } });
    expect((await nextPage.auth.getUser())?.id).toBe(result.userId);
  });

  it('refuses a used address, an invalid form, and a password the server finds weak', async () => {
    const browser = newClient(backend);
    const exists = await failure(
      browser.auth.signUp({ email: DEMO.owner, password: PASSWORD, displayName: 'Again' }),
    );
    expect(exists.code).toBe('auth/user-exists');
    expect(exists.fieldErrors.email).toHaveLength(1);

    const email = uniqueEmail('weak');
    const weak = await failure(browser.auth.signUp({ email, password: 'short', displayName: ' ' }));
    expect(weak.code).toBe('data/invalid');
    expect(weak.fieldErrors.password?.length).toBeGreaterThan(0);
    expect(weak.fieldErrors.displayName).toHaveLength(1);
    expect(await mailsTo(backend, email)).toEqual([]);

    // The client's rules are stricter than the server's; past them, the server's own refusal
    // maps to auth/weak-password.
    const { error } = await (await browser.supabase()).auth.signUp({ email, password: 'abc' });
    expect(toTandemError(error).code).toBe('auth/weak-password');
  });

  it('signs in with a magic link; the kind comes from the flow, not from next', async () => {
    const email = uniqueEmail('magic');
    const id = await createUser(backend, email, 'Magic');
    const browser = newClient(backend);
    await browser.auth.sendMagicLink({ email }, { next: '/auth/reset-password' });
    const callback = await openLatestMail(email);
    expect(await browser.auth.handleAuthCallback(callback)).toEqual({
      next: '/auth/reset-password',
      kind: 'signed-in',
    });
    expect((await browser.auth.getUser())?.id).toBe(id);

    // No account, no email, and the same answer.
    const stranger = uniqueEmail('stranger');
    await browser.auth.sendMagicLink({ email: stranger });
    expect(await mailsTo(backend, stranger)).toEqual([]);
  });

  it('recovers a password: recovery session, new password, sign-in with it', async () => {
    const email = uniqueEmail('forgot');
    await createUser(backend, email, 'Forgetful');
    const browser = newClient(backend);
    const events = recordSessionEvents(browser);
    await browser.auth.requestPasswordReset({ email: email.toUpperCase() });
    const callback = await openLatestMail(email);
    expect(callback.searchParams.get('next')).toBe('/auth/reset-password');
    expect(await browser.auth.handleAuthCallback(callback)).toEqual({
      next: '/auth/reset-password',
      kind: 'recovery',
    });
    expect((await events.until('recovery')).user?.email).toBe(email);

    const mismatch = await failure(
      browser.auth.updatePassword({ password: 'new-pass-2', confirmPassword: 'new-pass-3' }),
    );
    expect(mismatch.code).toBe('data/invalid');
    expect(Object.keys(mismatch.fieldErrors)).toEqual(['confirmPassword']);
    const same = await failure(
      browser.auth.updatePassword({ password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
    );
    expect(same.code).toBe('data/invalid');
    expect(Object.keys(same.fieldErrors)).toEqual(['password']);

    await browser.auth.updatePassword({ password: 'new-pass-2', confirmPassword: 'new-pass-2' });
    await events.until('user-updated');
    const later = newClient(backend);
    expect(
      (await failure(later.auth.signInWithPassword({ email, password: DEMO_PASSWORD }))).code,
    ).toBe('auth/invalid-credentials');
    expect((await later.auth.signInWithPassword({ email, password: 'new-pass-2' })).email).toBe(
      email,
    );

    const stranger = uniqueEmail('stranger');
    await browser.auth.requestPasswordReset({ email: stranger });
    expect(await mailsTo(backend, stranger)).toEqual([]);
  });

  it('resends the confirmation of an unconfirmed address, once a minute', async () => {
    const email = uniqueEmail('unconfirmed');
    const admin = createClient(backend.url, backend.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    // Created without an email, so the per-address minute starts with the resend.
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: false,
    });
    expect(created.error).toBeNull();
    const browser = newClient(backend);
    expect(
      (await failure(browser.auth.signInWithPassword({ email, password: PASSWORD }))).code,
    ).toBe('auth/email-not-confirmed');

    await browser.auth.resendConfirmation({ email });
    // Refused inside the minute, without breaking the link already sent.
    expect((await failure(browser.auth.resendConfirmation({ email }))).code).toBe(
      'auth/rate-limited',
    );
    expect(await mailsTo(backend, email)).toHaveLength(1);

    await browser.auth.handleAuthCallback(await openLatestMail(email));
    expect((await browser.auth.getUser())?.emailConfirmed).toBe(true);
    const later = newClient(backend);
    expect((await later.auth.signInWithPassword({ email, password: PASSWORD })).id).toBe(
      created.data.user?.id,
    );
  });

  it('signs in with GitHub through the consent page (PKCE)', async () => {
    const email = uniqueEmail('octo');
    const browser = newClient(backend);
    const { url } = await browser.auth.signInWithGitHub({ redirect: false, next: '/w/acme' });
    const authorize = new URL(url);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('provider')).toBe('github');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');

    const callback = await consentWithGitHub(url, { email, name: 'Octo Cat' });
    expect(`${callback.origin}${callback.pathname}`).toBe(`${APP_URL}/auth/callback`);
    // Another browser cannot finish it; this one can.
    expect((await failure(newClient(backend).auth.handleAuthCallback(callback))).code).toBe(
      'auth/link-invalid',
    );
    expect(await browser.auth.handleAuthCallback(callback)).toEqual({
      next: '/w/acme',
      kind: 'signed-in',
    });
    expect(await browser.auth.getUser()).toEqual({
      id: expect.any(String),
      email,
      displayName: 'Octo Cat',
      emailConfirmed: true,
    });

    // Cancelling on GitHub's page comes back as an error.
    const cancelled = await consentWithGitHub(
      (await browser.auth.signInWithGitHub({ redirect: false })).url,
      { deny: true },
    );
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    const refusal = await failure(browser.auth.handleAuthCallback(cancelled));
    expect(refusal.code).toBe('auth/link-invalid');
    // The OAuth error stays readable, so the app can say the sign-in was cancelled.
    expect(refusal.cause).toMatchObject({ code: 'provider_error', error: 'access_denied' });
  });

  it('changes the email address once both links were opened', async () => {
    const email = uniqueEmail('mover');
    const newEmail = uniqueEmail('moved');
    await createUser(backend, email, 'Mover');
    const browser = newClient(backend);
    await browser.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    const events = recordSessionEvents(browser);

    expect((await failure(browser.auth.updateEmail('nope'))).fieldErrors.email).toHaveLength(1);
    const taken = await failure(browser.auth.updateEmail(DEMO.member));
    expect(taken.code).toBe('auth/user-exists');
    expect(taken.fieldErrors.email).toHaveLength(1);

    await browser.auth.updateEmail(newEmail);
    // Secure email change: the current address confirms too; its link only says so.
    const first = await browser.auth.handleAuthCallback(await openLatestMail(email));
    expect(first).toEqual({
      next: '/settings/profile',
      kind: 'signed-in',
      message: expect.stringMatching(/confirm link sent to the other email/),
    });
    const second = await browser.auth.handleAuthCallback(await openLatestMail(newEmail));
    expect(second).toEqual({ next: '/settings/profile', kind: 'signed-in' });
    expect((await browser.auth.getUser())?.email).toBe(newEmail);
    expect((await events.until('signed-in')).user?.email).toBe(newEmail);
  });
});

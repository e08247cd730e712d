import { AuthPKCECodeVerifierMissingError, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { inbox, latestMail, openLink, pkceClient, uniqueEmail } from './helpers.js';

const APP = 'https://app.example.com/auth/callback';

describe.each(engines)('PKCE email flows on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: fixture('auth-confirm'), clock });
  });
  afterAll(() => backend?.stop());

  /** Each address may get one email per second (`max_frequency`); move past it. */
  const nextSecond = () => clock.advance(1_500);

  async function codeFrom(link: string, base = APP): Promise<string> {
    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(base);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    return code as string;
  }

  /** Signs up a new address with PKCE and leaves its confirmation email in the inbox. */
  async function pendingSignUp(label: string, emailRedirectTo = APP) {
    const email = uniqueEmail(label);
    const client = pkceClient(backend);
    nextSecond();
    await client.auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo } });
    return { email, client };
  }

  async function confirmedUser() {
    const { email, client } = await pendingSignUp('confirmed');
    const code = await codeFrom((await latestMail(backend, email)).links[0] as string);
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    return { email, client };
  }

  it('signs up with confirmation: email, pkce_ link, 303 with ?code=, exchange', async () => {
    const email = uniqueEmail('signup');
    const client = pkceClient(backend);
    nextSecond();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { emailRedirectTo: APP, data: { display_name: 'Grace' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await pkceClient(backend).auth.signInWithPassword({
      email,
      password: 'correct-horse',
    });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const mail = await latestMail(backend, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.html).toContain('Confirm your mail');
    const link = new URL(mail.links[0] as string);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(APP);

    const code = await codeFrom(link.href);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);
    expect(events).toContain('SIGNED_IN');
    const profile = await backend.context.db.withAdmin((tx) =>
      tx.query<{ display_name: string }>('select display_name from public.profiles where id = $1', [
        exchanged.data.user?.id,
      ]),
    );
    expect(profile.rows[0]?.display_name).toBe('Grace');

    // Single use: the same code again, and the same link again.
    const again = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(64) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
    const reused = await openLink(link.href);
    expect(reused.status).toBe(303);
    expect(reused.location.searchParams.get('error')).toBe('access_denied');
    expect(reused.location.searchParams.get('error_code')).toBe('otp_expired');
    const fragment = new URLSearchParams(reused.location.hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('refuses a wrong verifier, a missing verifier and an expired flow', async () => {
    const { email, client } = await pendingSignUp('verifier');
    const code = await codeFrom((await latestMail(backend, email)).links[0] as string);

    const wrong = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'b'.repeat(64) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    const empty = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code }),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { code: string }).code).toBe('validation_failed');

    // Another browser never stored a verifier: the client refuses before any request.
    const stranger = await pkceClient(backend).auth.exchangeCodeForSession(code);
    expect(stranger.error).toBeInstanceOf(AuthPKCECodeVerifierMissingError);

    clock.advance(301_000);
    const late = await client.auth.exchangeCodeForSession(code);
    expect(late.error?.status).toBe(422);
    expect(late.error?.code).toBe('flow_state_expired');
  });

  it('sends only allowed redirects; anything else falls back to site_url', async () => {
    const { email, client } = await pendingSignUp('redirect', 'https://evil.example.net/steal');
    const link = new URL((await latestMail(backend, email)).links[0] as string);
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000');
    const code = await codeFrom(link.href, 'http://127.0.0.1:3000/');
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();

    // A tampered link gets the same treatment at /verify.
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example.net/steal');
    const { location } = await openLink(tampered.href);
    expect(location.origin).toBe('http://127.0.0.1:3000');
  });

  it('signs in with a magic link and with the emailed code', async () => {
    const { email } = await confirmedUser();
    const client = pkceClient(backend);
    nextSecond();
    const sent = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: APP } });
    expect(sent.error).toBeNull();
    const mail = await latestMail(backend, email);
    expect(mail.subject).toBe('Your Magic Link');
    const code = await codeFrom(mail.links[0] as string);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);

    const other = pkceClient(backend);
    nextSecond();
    await other.auth.signInWithOtp({ email });
    const { otp } = await latestMail(backend, email);
    const verified = await other.auth.verifyOtp({ email, token: otp as string, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await other.auth.verifyOtp({ email, token: otp as string, type: 'email' });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Token has expired or is invalid');
  });

  it('refuses an email code after otp_expiry and creates users only when asked', async () => {
    const { email } = await confirmedUser();
    const client = pkceClient(backend);
    nextSecond();
    await client.auth.signInWithOtp({ email });
    const { otp } = await latestMail(backend, email);
    clock.advance(3_601_000);
    const late = await client.auth.verifyOtp({ email, token: otp as string, type: 'email' });
    expect(late.error?.code).toBe('otp_expired');

    const stranger = uniqueEmail('nouser');
    const refused = await client.auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await inbox(backend, stranger)).toEqual([]);

    // A new address through /otp is a sign-up: the confirmation email is the magic link.
    nextSecond();
    const created = await client.auth.signInWithOtp({
      email: stranger,
      options: { emailRedirectTo: APP },
    });
    expect(created.error).toBeNull();
    const mail = await latestMail(backend, stranger);
    expect(mail.subject).toBe('Confirm Your Signup');
    const code = await codeFrom(mail.links[0] as string);
    expect((await client.auth.exchangeCodeForSession(code)).data.user?.email).toBe(stranger);
  });

  it('recovers a password: link, PASSWORD_RECOVERY event, new password works', async () => {
    const { email } = await confirmedUser();
    const client = pkceClient(backend);
    nextSecond();
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: APP });
    expect(sent.error).toBeNull();
    const mail = await latestMail(backend, email);
    expect(mail.subject).toBe('Reset Your Password');
    expect(new URL(mail.links[0] as string).searchParams.get('type')).toBe('recovery');
    const code = await codeFrom(mail.links[0] as string);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'recovered-horse' })).error).toBeNull();
    const fresh = pkceClient(backend);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'recovered-horse' })).error,
    ).toBeNull();

    // Unknown addresses get the same empty answer and no email.
    const unknown = uniqueEmail('unknown');
    expect((await client.auth.resetPasswordForEmail(unknown)).error).toBeNull();
    expect(await inbox(backend, unknown)).toEqual([]);
  });

  it('changes email with both confirmations, ending in a code for the new address', async () => {
    const { email, client } = await confirmedUser();
    const newEmail = uniqueEmail('changed');
    nextSecond();
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: APP },
    );
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email).toBe(email);
    const toNew = await latestMail(backend, newEmail);
    const toCurrent = await latestMail(backend, email);
    expect(toNew.subject).toBe('Confirm Email Change');
    expect(toCurrent.subject).toBe('Confirm Email Change');
    expect(toNew.text).toContain(`from ${email} to ${newEmail}`);

    const first = await openLink(toCurrent.links[0] as string);
    expect(first.status).toBe(303);
    expect(first.location.searchParams.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.location.searchParams.get('code')).toBeNull();
    const code = await codeFrom(toNew.links[0] as string);
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
    expect(exchanged.data.user?.new_email).toBeUndefined();
    const signIn = await pkceClient(backend).auth.signInWithPassword({
      email: newEmail,
      password: 'correct-horse',
    });
    expect(signIn.error).toBeNull();
  });

  it('links an email to an anonymous user', async () => {
    const client = pkceClient(backend);
    const anon = await client.auth.signInAnonymously();
    expect(anon.data.user?.is_anonymous).toBe(true);
    const email = uniqueEmail('anon');
    nextSecond();
    const update = await client.auth.updateUser({ email }, { emailRedirectTo: APP });
    expect(update.error).toBeNull();
    const messages = await inbox(backend, email);
    expect(messages).toHaveLength(1);
    const code = await codeFrom(messages[0]?.links[0] as string);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(anon.data.user?.id);
    expect(data.user?.email).toBe(email);
    expect(data.user?.is_anonymous).toBe(false);
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.is_anonymous).toBe(false);
    expect((await client.auth.updateUser({ password: 'linked-horse' })).error).toBeNull();
    expect(
      (await pkceClient(backend).auth.signInWithPassword({ email, password: 'linked-horse' }))
        .error,
    ).toBeNull();
  });

  it('resends a confirmation and limits emails per address', async () => {
    const { email, client } = await pendingSignUp('resend');
    const tooSoon = await client.auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    nextSecond();
    const resent = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: APP },
    });
    expect(resent.error).toBeNull();
    const messages = await inbox(backend, email);
    expect(messages).toHaveLength(2);
    // Only the newest link works; it completes the flow of the resend.
    const stale = await openLink(messages[1]?.links[0] as string);
    expect(stale.location.searchParams.get('error_code')).toBe('otp_expired');
    const code = await codeFrom(messages[0]?.links[0] as string);
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });

  it('resends an email change confirmation to the new address', async () => {
    const { client } = await confirmedUser();
    const newEmail = uniqueEmail('moved');
    nextSecond();
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: APP });
    nextSecond();
    const resent = await client.auth.resend({
      type: 'email_change',
      email: newEmail,
      options: { emailRedirectTo: APP },
    });
    expect(resent.error).toBeNull();
    const messages = await inbox(backend, newEmail);
    expect(messages.map((m) => m.subject)).toEqual([
      'Confirm Email Change',
      'Confirm Email Change',
    ]);
    const stale = await openLink(messages[1]?.links[0] as string);
    expect(stale.location.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('completes the implicit flow with tokens in the fragment', async () => {
    const implicit = createClient(backend.url, backend.anonKey, {
      auth: { flowType: 'implicit', persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const email = uniqueEmail('implicit');
    nextSecond();
    await implicit.auth.signUp({
      email,
      password: 'correct-horse',
      options: { emailRedirectTo: APP },
    });
    const link = new URL((await latestMail(backend, email)).links[0] as string);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    const { status, location } = await openLink(link.href);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const set = await implicit.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
  });

  it('lets two tabs refresh the same token at once', async () => {
    const { client } = await confirmedUser();
    const token = (await client.auth.getSession()).data.session?.refresh_token as string;
    const [a, b] = await Promise.all([
      pkceClient(backend).auth.refreshSession({ refresh_token: token }),
      pkceClient(backend).auth.refreshSession({ refresh_token: token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
  });

  it('serves the inbox as JSON, as a page, and clears it', async () => {
    const { email } = await confirmedUser();
    const [message] = await inbox(backend, email.toUpperCase());
    expect(Object.keys(message ?? {}).sort()).toEqual(
      ['html', 'id', 'links', 'otp', 'sentAt', 'subject', 'text', 'to'].sort(),
    );
    expect(message?.sentAt).toBe(new Date(message?.sentAt as string).toISOString());
    const page = await fetch(`${backend.url}/__inbox/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('href="http://127.0.0.1:');
    const browser = await fetch(`${backend.url}/__inbox/messages`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(browser.headers.get('content-type')).toContain('text/html');
    expect(await browser.text()).toContain(email);
    const redirect = await fetch(`${backend.url}/__inbox`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/__inbox/');
    const all = (await (await fetch(`${backend.url}/__inbox/messages`)).json()) as {
      sentAt: string;
    }[];
    expect(all.length).toBeGreaterThan(1);
    const times = all.map((m) => m.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
    const cleared = await fetch(`${backend.url}/__inbox/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await inbox(backend, email)).toEqual([]);
  });
});

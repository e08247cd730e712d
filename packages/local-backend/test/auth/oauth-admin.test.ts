import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { inbox, latestMail, openLink, pkceClient, uniqueEmail } from './helpers.js';

const APP = 'https://app.example.com/auth/callback';

/** Submits a form of the consent page the way a browser would. */
async function submitConsent(pageUrl: string, fields: Record<string, string>) {
  const response = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string);
}

describe.each(engines)('OAuth through the fake provider and the admin API on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  let admin: SupabaseClient;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: fixture('auth-confirm'), clock });
    admin = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  });
  afterAll(() => backend?.stop());

  /** Runs signInWithOAuth in a PKCE client and walks the browser hops to the consent page. */
  async function startOAuth(provider: 'github' | 'google') {
    const client = pkceClient(backend);
    const { data, error } = await client.auth.signInWithOAuth({
      provider,
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url as string);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    const { status, location } = await openLink(authorize.href);
    expect(status).toBe(302);
    const state = location.searchParams.get('state') as string;
    return { client, consent: location, state };
  }

  async function finishOAuth(callback: URL) {
    expect(callback.pathname).toBe('/auth/v1/callback');
    const { location } = await openLink(callback.href);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    return location;
  }

  it('signs up and in with GitHub through the consent page (PKCE)', async () => {
    const email = uniqueEmail('octo');
    const first = await startOAuth('github');
    const page = await fetch(first.consent);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in with GitHub');
    expect(html).toContain('name="email"');

    const callback = await submitConsent(first.consent.href, {
      state: first.state,
      email,
      name: 'Octo Cat',
    });
    const landing = await finishOAuth(callback);
    const code = landing.searchParams.get('code') as string;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await first.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.provider_token).toMatch(/^fake_github_/);
    expect(data.user?.email).toBe(email);
    expect(data.user?.app_metadata).toEqual({ provider: 'github', providers: ['github'] });
    expect(data.user?.user_metadata.full_name).toBe('Octo Cat');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.provider).toBe('github');
    const claims = await first.client.auth.getClaims();
    expect((claims.data?.claims.amr?.[0] as { method?: string })?.method).toBe('oauth');

    // Next time the consent page offers the account, and it is the same user.
    const second = await startOAuth('github');
    expect(await (await fetch(second.consent)).text()).toContain(email);
    const again = await finishOAuth(
      await submitConsent(second.consent.href, { state: second.state, email, name: 'Octo Cat' }),
    );
    const session = await second.client.auth.exchangeCodeForSession(
      again.searchParams.get('code') as string,
    );
    expect(session.data.user?.id).toBe(data.user?.id);
  });

  it('links a Google identity to an existing email user', async () => {
    const email = uniqueEmail('linked');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'correct-horse',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const flow = await startOAuth('google');
    const landing = await finishOAuth(
      await submitConsent(flow.consent.href, { state: flow.state, email }),
    );
    const { data } = await flow.client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') as string,
    );
    expect(data.user?.id).toBe(created.data.user?.id);
    expect([...((data.user?.app_metadata.providers as string[]) ?? [])].sort()).toEqual([
      'email',
      'google',
    ]);
  });

  it('links and unlinks a GitHub identity for a signed-in user', async () => {
    const email = uniqueEmail('linker');
    await admin.auth.admin.createUser({ email, password: 'correct-horse', email_confirm: true });
    const client = pkceClient(backend);
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    const { data, error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const consent = new URL(data.url as string);
    expect(consent.pathname).toBe('/auth/v1/__fake_provider/github/authorize');
    const landing = await finishOAuth(
      await submitConsent(consent.href, {
        state: consent.searchParams.get('state') as string,
        email: uniqueEmail('gh-handle'),
      }),
    );
    const linked = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code') as string,
    );
    expect(linked.error).toBeNull();
    const identities = linked.data.user?.identities ?? [];
    expect(identities.map((identity) => identity.provider).sort()).toEqual(['email', 'github']);
    expect(linked.data.user?.email).toBe(email);

    const github = identities.find((identity) => identity.provider === 'github');
    expect((await client.auth.unlinkIdentity(github as never)).error).toBeNull();
    const after = await client.auth.getUser();
    expect(after.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(after.data.user?.app_metadata.providers).toEqual(['email']);
    const last = await client.auth.unlinkIdentity(after.data.user?.identities?.[0] as never);
    expect(last.error?.code).toBe('single_identity_not_deletable');

    // An identity already owned by someone else cannot be linked.
    const owner = await startOAuth('github');
    const taken = uniqueEmail('taken');
    await finishOAuth(
      await submitConsent(owner.consent.href, { state: owner.state, email: taken }),
    );
    const attempt = await client.auth.linkIdentity({
      provider: 'github',
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    const again = new URL(attempt.data.url as string);
    const refused = await finishOAuth(
      await submitConsent(again.href, {
        state: again.searchParams.get('state') as string,
        email: taken,
      }),
    );
    expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');
  });

  it('reports a cancelled consent and refuses unknown providers and forged state', async () => {
    const flow = await startOAuth('github');
    const landing = await finishOAuth(
      await submitConsent(flow.consent.href, { state: flow.state, deny: '1' }),
    );
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('code')).toBeNull();

    const unknown = await fetch(`${backend.url}/auth/v1/authorize?provider=myspace`, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('validation_failed');

    const forged = await fetch(`${backend.url}/auth/v1/callback?code=x&state=not-a-jwt`, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_oauth_state');
  });

  it('keeps the admin API to the service role', async () => {
    const anon = pkceClient(backend);
    const { error } = await anon.auth.admin.listUsers();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    const secret = createClient(backend.url, backend.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await secret.auth.admin.listUsers()).error).toBeNull();
  });

  it('creates, reads, updates, bans, lists and deletes users', async () => {
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'correct-horse',
      email_confirm: true,
      user_metadata: { display_name: 'Admin Made' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id as string;
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'pro' });
    const profile = await backend.context.db.withAdmin((tx) =>
      tx.query<{ display_name: string }>('select display_name from public.profiles where id = $1', [
        id,
      ]),
    );
    expect(profile.rows[0]?.display_name).toBe('Admin Made');

    const duplicate = await admin.auth.admin.createUser({ email, password: 'correct-horse' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);
    const updated = await admin.auth.admin.updateUserById(id, {
      user_metadata: { plan_note: 'vip' },
      ban_duration: '24h',
    });
    expect(updated.data.user?.user_metadata).toEqual({
      display_name: 'Admin Made',
      plan_note: 'vip',
    });
    expect(updated.data.user?.banned_until).toBeTruthy();
    const banned = await pkceClient(backend).auth.signInWithPassword({
      email,
      password: 'correct-horse',
    });
    expect(banned.error?.code).toBe('user_banned');
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    const unbanned = await pkceClient(backend).auth.signInWithPassword({
      email,
      password: 'correct-horse',
    });
    expect(unbanned.error).toBeNull();

    await admin.auth.admin.createUser({ email: uniqueEmail('page'), email_confirm: true });
    const page = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as { total?: number }).total).toBeGreaterThanOrEqual(3);
    expect((page.data as { nextPage?: number | null }).nextPage).toBe(2);

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.auth.admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('generates links without sending email, and invites by email', async () => {
    const email = uniqueEmail('generated');
    await admin.auth.admin.createUser({ email, password: 'correct-horse', email_confirm: true });
    const link = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: APP },
    });
    expect(link.error).toBeNull();
    expect(link.data.properties?.verification_type).toBe('magiclink');
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(link.data.user?.email).toBe(email);
    expect(await inbox(backend, email)).toEqual([]);
    const { status, location } = await openLink(link.data.properties?.action_link as string);
    expect(status).toBe(303);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('magiclink');

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email });
    const client = pkceClient(backend);
    const verified = await client.auth.verifyOtp({
      email,
      token: recovery.data.properties?.email_otp as string,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    const hashed = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    const byHash = await pkceClient(backend).auth.verifyOtp({
      token_hash: hashed.data.properties?.hashed_token as string,
      type: 'magiclink',
    });
    expect(byHash.data.session?.user.email).toBe(email);

    const invited = uniqueEmail('invited');
    clock.advance(1_500);
    const invite = await admin.auth.admin.inviteUserByEmail(invited, { redirectTo: APP });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(backend, invited);
    expect(mail.subject).toBe('You have been invited');
    const accepted = await openLink(mail.links[0] as string);
    expect(accepted.location.origin).toBe('https://app.example.com');
    expect(new URLSearchParams(accepted.location.hash.slice(1)).get('type')).toBe('invite');
  });
});

import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { requestIdentity } from '../../src/identity.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { latestMail, pkceClient, recordingFetch, uniqueEmail } from './helpers.js';

describe.each(engines)('password sign-in and sessions on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: fixture('auth'), clock });
  });
  afterAll(() => backend?.stop());

  async function signUp(data: Record<string, unknown> = {}) {
    const email = uniqueEmail('pw');
    const client = pkceClient(backend);
    const { data: result, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data },
    });
    expect(error).toBeNull();
    return { email, client, session: result.session, user: result.user };
  }

  it('signs up with confirmations off: a session, a user row and the profile trigger fired', async () => {
    const { session, user } = await signUp({ display_name: 'Ada' });
    expect(session?.access_token).toBeTruthy();
    expect(session?.refresh_token).toBeTruthy();
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toEqual({ display_name: 'Ada' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.identities?.[0]?.provider).toBe('email');
    const rows = await backend.context.db.withAdmin((tx) =>
      tx.query<{ display_name: string; hash: string }>(
        `select p.display_name, u.encrypted_password as hash
         from public.profiles p join auth.users u on u.id = p.id where p.id = $1`,
        [user?.id],
      ),
    );
    expect(rows.rows[0]?.display_name).toBe('Ada');
    // A bcrypt hash, as GoTrue stores; its cost is password-cost.test.ts's subject.
    expect(rows.rows[0]?.hash).toMatch(/^\$2[aby]\$\d\d\$.{53}$/);
  });

  it('issues ES256 access tokens with a published kid and GoTrue claims', async () => {
    const { session, user } = await signUp();
    const token = session?.access_token as string;
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((key) => key.kid)).toContain(header.kid);
    for (const key of keys) expect(key).not.toHaveProperty('d');

    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: user?.email,
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.iat).toBe(Math.floor(clock.now() / 1000));
    expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }]);
    expect(typeof claims.session_id).toBe('string');

    // The core's seam now accepts these tokens for every surface (/rest/v1 included).
    const auth = await requestIdentity({ authorization: `Bearer ${token}` }, backend.context);
    expect(auth.ok && auth.identity.role).toBe('authenticated');
    expect(auth.ok && auth.identity.claims.sub).toBe(user?.id);
    const legacy = await requestIdentity(
      { authorization: `Bearer ${backend.serviceRoleKey}` },
      backend.context,
    );
    expect(legacy.ok && legacy.identity.role).toBe('service_role');
  });

  it('signs in with a password; wrong password and unknown email get invalid_credentials', async () => {
    const { email } = await signUp();
    const client = pkceClient(backend);
    const ok = await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);

    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-horse' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'correct-horse',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('answers errors in both of GoTrue wire shapes with x-sb-error-code', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'x' });
    const versioned = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const legacy = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const badJson = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { code: string }).code).toBe('bad_json');
    const grant = await fetch(`${backend.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(grant.status).toBe(400);
  });

  it('refuses weak passwords with reasons and duplicate sign-ups', async () => {
    const client = pkceClient(backend);
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');

    const { email } = await signUp();
    const again = await client.auth.signUp({ email, password: 'another-horse' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');

    const invalid = await client.auth.signUp({ email: 'not-an-email', password: 'correct-horse' });
    expect(invalid.error?.code).toBe('validation_failed');
  });

  it('returns the user from /user and updates metadata and password', async () => {
    const { client, email } = await signUp({ theme: 'dark' });
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    const updated = await client.auth.updateUser({
      data: { theme: 'light', locale: 'fr' },
      password: 'new-correct-horse',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ theme: 'light', locale: 'fr' });
    const same = await client.auth.updateUser({ password: 'new-correct-horse' });
    expect(same.error?.code).toBe('same_password');
    const other = pkceClient(backend);
    expect(
      (await other.auth.signInWithPassword({ email, password: 'correct-horse' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await other.auth.signInWithPassword({ email, password: 'new-correct-horse' })).error,
    ).toBeNull();
  });

  it('asks for a reauthentication code to change the password in an old session', async () => {
    const { client, email } = await signUp();
    clock.advance(25 * 3_600_000);
    // The access token expired on the server clock meanwhile; the session itself did not.
    expect((await client.auth.refreshSession()).error).toBeNull();
    const needed = await client.auth.updateUser({ password: 'rotated-horse' });
    expect(needed.error?.status).toBe(400);
    expect(needed.error?.code).toBe('reauthentication_needed');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(backend, email);
    expect(mail.subject).toBe('Confirm reauthentication');
    expect(mail.links).toEqual([]);
    const wrong = await client.auth.updateUser({ password: 'rotated-horse', nonce: '000000' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    const ok = await client.auth.updateUser({
      password: 'rotated-horse',
      nonce: mail.otp as string,
    });
    expect(ok.error).toBeNull();
    const reused = await client.auth.updateUser({
      password: 'rotated-horse-2',
      nonce: mail.otp as string,
    });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
    const fresh = pkceClient(backend);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'rotated-horse' })).error,
    ).toBeNull();
  });

  it('verifies getClaims() through the JWKS without calling /user', async () => {
    const { email } = await signUp();
    const recorder = recordingFetch();
    const client = pkceClient(backend, { fetch: recorder.fetch });
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    recorder.urls.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(email);
    expect(data?.header.alg).toBe('ES256');
    expect(recorder.urls).toEqual([`${backend.url}/auth/v1/.well-known/jwks.json`]);
    await client.auth.getClaims();
    expect(recorder.urls).toHaveLength(1);
  });

  it('rotates refresh tokens, tolerates quick reuse and revokes the family on late reuse', async () => {
    const { client, session } = await signUp();
    const first = session?.refresh_token as string;
    const second = await client.auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session?.refresh_token as string;
    expect(secondToken).not.toBe(first);
    // The client lost the answer: its parent token returns the active token again.
    const retry = await pkceClient(backend).auth.refreshSession({ refresh_token: first });
    expect(retry.data.session?.refresh_token).toBe(secondToken);
    const third = await client.auth.refreshSession({ refresh_token: secondToken });
    const thirdToken = third.data.session?.refresh_token as string;
    const access = third.data.session?.access_token as string;

    clock.advance(11_000);
    const stolen = await pkceClient(backend).auth.refreshSession({ refresh_token: first });
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    expect(stolen.error?.message).toBe('Invalid Refresh Token: Already Used');
    const latest = await pkceClient(backend).auth.refreshSession({ refresh_token: thirdToken });
    expect(latest.error).not.toBeNull();
    expect(latest.data.session).toBeNull();
    const user = await client.auth.getUser(access);
    expect(user.error?.name).toBe('AuthSessionMissingError');

    const unknown = await pkceClient(backend).auth.refreshSession({ refresh_token: 'nope' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses expired access tokens on /auth/v1/user and through the shared seam', async () => {
    const { client, session } = await signUp();
    const token = session?.access_token as string;
    clock.advance(3601_000);
    const { error } = await client.auth.getUser(token);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toContain('token is expired');
    const seam = await requestIdentity({ authorization: `Bearer ${token}` }, backend.context);
    expect(seam).toMatchObject({ ok: false, reason: 'expired' });
    const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST303');
  });

  it('refuses a token signed with another key, even with a known kid', async () => {
    const { session } = await signUp();
    const real = session?.access_token as string;
    const { kid } = decodeProtectedHeader(real);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    expect(await exportJWK(privateKey)).toHaveProperty('d');
    const payload = JSON.parse(Buffer.from(real.split('.')[1] as string, 'base64url').toString());
    const forged = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(privateKey);
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${forged}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('bad_jwt');
    const seam = await requestIdentity({ authorization: `Bearer ${forged}` }, backend.context);
    expect(seam).toMatchObject({ ok: false, reason: 'invalid' });
    const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
    const missing = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { code: string }).code).toBe('no_authorization');
  });

  it('signs out in each scope', async () => {
    const { email } = await signUp();
    const sign = async () => {
      const client = pkceClient(backend);
      const { data } = await client.auth.signInWithPassword({ email, password: 'correct-horse' });
      return { client, token: data.session?.access_token as string };
    };
    const alive = async (token: string) => {
      const response = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status === 200;
    };
    const [a, b, c] = [await sign(), await sign(), await sign()];
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await alive(a.token), await alive(b.token), await alive(c.token)]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await a.client.auth.getSession()).data.session).not.toBeNull();

    const [d, e] = [await sign(), await sign()];
    expect((await d.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await d.client.auth.getSession()).data.session).toBeNull();
    expect([await alive(d.token), await alive(e.token), await alive(a.token)]).toEqual([
      false,
      true,
      true,
    ]);

    expect((await e.client.auth.signOut()).error).toBeNull();
    expect([await alive(e.token), await alive(a.token)]).toEqual([false, false]);
  });

  it('signs in anonymously with is_anonymous claims', async () => {
    const client = pkceClient(backend);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { n: 1 } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.email).toBe('');
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.is_anonymous).toBe(true);
    expect(claims.data?.claims.role).toBe('authenticated');
    expect((claims.data?.claims.amr?.[0] as { method?: string })?.method).toBe('anonymous');
  });

  it('adds an email to an anonymous user at once when confirmations are off', async () => {
    const client = pkceClient(backend);
    const anon = await client.auth.signInAnonymously();
    const email = uniqueEmail('anon-auto');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(anon.data.user?.id);
    expect(data.user?.email).toBe(email);
    expect(data.user?.is_anonymous).toBe(false);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    const sent = await fetch(`${backend.url}/__inbox/messages?to=${encodeURIComponent(email)}`);
    expect(await sent.json()).toEqual([]);
    expect((await client.auth.updateUser({ password: 'anon-horse' })).error).toBeNull();
    expect(
      (await pkceClient(backend).auth.signInWithPassword({ email, password: 'anon-horse' })).error,
    ).toBeNull();
  });

  it('records sign-up, sign-in, refresh and sign-out in the audit log', async () => {
    const { client, user } = await signUp();
    clock.advance(1_000);
    await client.auth.refreshSession();
    clock.advance(1_000);
    await client.auth.signOut();
    const rows = await backend.context.db.withAdmin((tx) =>
      tx.query<{ payload: { action: string; actor_username: string; log_type: string } }>(
        `select payload from auth.audit_log_entries where payload ->> 'actor_id' = $1
         order by created_at, payload ->> 'action' desc`,
        [user?.id],
      ),
    );
    expect(rows.rows.map((row) => row.payload.action)).toEqual([
      'user_signedup',
      'login',
      'token_refreshed',
      'logout',
    ]);
    expect(rows.rows[1]?.payload).toMatchObject({
      actor_username: user?.email,
      log_type: 'account',
    });
  });

  it('serves settings and health', async () => {
    const settings = (await (await fetch(`${backend.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
      mailer_autoconfirm: boolean;
      disable_signup: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(true);
    expect(settings.disable_signup).toBe(false);
    expect(settings.external.email).toBe(true);
    expect(settings.external.anonymous_users).toBe(true);
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(((await health.json()) as { name: string }).name).toBe('GoTrue');
  });
});

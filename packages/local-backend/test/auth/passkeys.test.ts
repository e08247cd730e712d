import type { PublicKeyCredentialCreationOptionsJSON as CreationOptionsJSON } from '@simplewebauthn/server';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { SoftwareAuthenticator } from '../../src/software-authenticator.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { pkceClient } from './helpers.js';
import { totpCode } from './mfa-helpers.js';
import {
  passkeyAssertion,
  passkeyProject,
  passkeyUser,
  registerPasskey,
  SITE,
} from './passkey-helpers.js';

describe.each(engines)('passkeys on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: passkeyProject(), clock });
  });
  afterAll(() => backend?.stop());

  const admin = () => pkceClient(backend, { key: backend.serviceRoleKey }).auth.admin;

  it('offers registration options for a discoverable credential of the signed-in user', async () => {
    const { client, userId, email } = await passkeyUser(backend);
    const { data, error } = await client.auth.passkey.startRegistration();
    expect(error).toBeNull();
    expect(data?.challenge_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.expires_at).toBe(Math.floor(clock.now() / 1000) + 300);
    const options = data?.options as unknown as CreationOptionsJSON;
    expect(options.rp).toEqual({ id: '127.0.0.1', name: 'Supabase' });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(userId);
    expect(options.user.name).toBe(email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('registers a passkey, lists it and excludes it from the next registration', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    const id = await registerPasskey(client, authenticator);
    const listed = await client.auth.passkey.list();
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([{ id, created_at: new Date(clock.now()).toISOString() }]);
    const next = await client.auth.passkey.startRegistration();
    const excluded = (next.data?.options as unknown as CreationOptionsJSON | undefined)
      ?.excludeCredentials;
    expect(excluded?.map((c) => c.id)).toEqual([
      authenticator.credentials[0]?.id.toString('base64url'),
    ]);
  });

  it('signs in with a passkey into an aal1 session whose amr is passkey', async () => {
    const { client, authenticator, userId } = await passkeyUser(backend);
    await registerPasskey(client, authenticator);
    clock.advance(1_000);
    const {
      client: device,
      challengeId,
      assertion,
    } = await passkeyAssertion(backend, authenticator);
    const { data, error } = await device.auth.passkey.verifyAuthentication({
      challengeId,
      credential: assertion as never,
    });
    expect(error).toBeNull();
    expect(data?.user?.id).toBe(userId);
    const claims = decodeJwt(data?.session?.access_token ?? '');
    expect(claims).toMatchObject({ sub: userId, aal: 'aal1' });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['passkey']);
    expect((await device.auth.getUser()).data.user?.id).toBe(userId);
    const [listed] = (await client.auth.passkey.list()).data ?? [];
    expect(listed?.last_used_at).toBe(new Date(clock.now()).toISOString());
  });

  it('refuses a replayed assertion, and an old assertion for a new challenge', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    await registerPasskey(client, authenticator);
    const {
      client: device,
      challengeId,
      assertion,
    } = await passkeyAssertion(backend, authenticator);
    const first = await device.auth.passkey.verifyAuthentication({
      challengeId,
      credential: assertion as never,
    });
    expect(first.error).toBeNull();
    const replay = await device.auth.passkey.verifyAuthentication({
      challengeId,
      credential: assertion as never,
    });
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
    const fresh = await device.auth.passkey.startAuthentication();
    const reused = await device.auth.passkey.verifyAuthentication({
      challengeId: fresh.data?.challenge_id as string,
      credential: assertion as never,
    });
    expect(reused.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('refuses an authenticator it never registered, and one signing for another user', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    await registerPasskey(client, authenticator);
    const stranger = new SoftwareAuthenticator(SITE);
    stranger.create({ challenge: 'AAAA', rp: { id: '127.0.0.1' }, user: { id: 'AAAA' } });
    const unknown = await passkeyAssertion(backend, stranger);
    const refused = await unknown.client.auth.passkey.verifyAuthentication({
      challengeId: unknown.challengeId,
      credential: unknown.assertion as never,
    });
    expect(refused.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    expect((await unknown.client.auth.getSession()).data.session).toBeNull();

    const other = await passkeyUser(backend);
    const forged = await passkeyAssertion(backend, authenticator);
    forged.assertion.response.userHandle = Buffer.from(other.userId).toString('base64url');
    const swapped = await forged.client.auth.passkey.verifyAuthentication({
      challengeId: forged.challengeId,
      credential: forged.assertion as never,
    });
    expect(swapped.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });

  it('refuses an assertion from another origin and an expired challenge', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    await registerPasskey(client, authenticator);
    const phishing = new SoftwareAuthenticator('http://127.0.0.1.example.com');
    phishing.credentials.push(...authenticator.credentials);
    const elsewhere = await passkeyAssertion(backend, phishing);
    const refused = await elsewhere.client.auth.passkey.verifyAuthentication({
      challengeId: elsewhere.challengeId,
      credential: elsewhere.assertion as never,
    });
    expect(refused.error).toMatchObject({ code: 'webauthn_verification_failed' });

    const late = await passkeyAssertion(backend, authenticator);
    clock.advance(301_000);
    const expired = await late.client.auth.passkey.verifyAuthentication({
      challengeId: late.challengeId,
      credential: late.assertion as never,
    });
    expect(expired.error).toMatchObject({ status: 400, code: 'webauthn_challenge_expired' });
  });

  it('keeps each challenge to its ceremony and user, and a credential to one account', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    const mine = await client.auth.passkey.startRegistration();
    const other = await passkeyUser(backend);
    const stolen = await other.client.auth.passkey.verifyRegistration({
      challengeId: mine.data?.challenge_id as string,
      credential: authenticator.create(mine.data?.options as never) as never,
    });
    expect(stolen.error).toMatchObject({ code: 'webauthn_challenge_not_found' });

    await registerPasskey(client, authenticator);
    const again = await client.auth.passkey.startRegistration();
    const signIn = await client.auth.passkey.verifyAuthentication({
      challengeId: again.data?.challenge_id as string,
      credential: authenticator.get({ challenge: 'AAAA' }) as never,
    });
    expect(signIn.error).toMatchObject({ code: 'webauthn_challenge_not_found' });
  });

  it('renames and removes a passkey; a removed passkey no longer signs in', async () => {
    const { client, authenticator } = await passkeyUser(backend);
    const id = await registerPasskey(client, authenticator);
    const renamed = await client.auth.passkey.update({ passkeyId: id, friendlyName: ' Laptop ' });
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ id, friendly_name: 'Laptop' });
    const blank = await client.auth.passkey.update({ passkeyId: id, friendlyName: '  ' });
    expect(blank.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const long = await client.auth.passkey.update({ passkeyId: id, friendlyName: 'x'.repeat(121) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const other = await passkeyUser(backend);
    const foreign = await other.client.auth.passkey.delete({ passkeyId: id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'webauthn_credential_not_found' });

    expect((await client.auth.passkey.delete({ passkeyId: id })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
    const {
      client: device,
      challengeId,
      assertion,
    } = await passkeyAssertion(backend, authenticator);
    const refused = await device.auth.passkey.verifyAuthentication({
      challengeId,
      credential: assertion as never,
    });
    expect(refused.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });

  it('limits passkeys per user', async () => {
    const { client } = await passkeyUser(backend);
    await registerPasskey(client, new SoftwareAuthenticator(SITE));
    await registerPasskey(client, new SoftwareAuthenticator(SITE));
    const third = await client.auth.passkey.startRegistration();
    expect(third.error).toMatchObject({ status: 422, code: 'too_many_passkeys' });
  });

  it('lets the service role list and delete a user’s passkeys', async () => {
    const { client, authenticator, userId } = await passkeyUser(backend);
    const id = await registerPasskey(client, authenticator);
    const listed = await admin().passkey.listPasskeys({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((p) => p.id)).toEqual([id]);
    const missing = await admin().passkey.listPasskeys({ userId: crypto.randomUUID() });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await admin().passkey.deletePasskey({ userId, passkeyId: id })).error).toBeNull();
    expect((await admin().passkey.listPasskeys({ userId })).data).toEqual([]);
    const asUser = await pkceClient(backend).auth.admin.passkey.listPasskeys({ userId });
    expect(asUser.error).toMatchObject({ status: 403 });
  });

  it('needs aal2 to add a passkey once a second factor is verified', async () => {
    const { client } = await passkeyUser(backend);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data?.id as string,
      code: totpCode(data?.totp.secret as string, clock.now()),
    });
    expect(verified.error).toBeNull();
    const email = (await client.auth.getUser()).data.user?.email as string;
    const device = pkceClient(backend);
    await device.auth.signInWithPassword({ email, password: 'correct-horse-battery' });
    const refused = await device.auth.passkey.startRegistration();
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await client.auth.passkey.startRegistration()).error).toBeNull();
  });
});

import { AuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { pkceClient } from './helpers.js';
import {
  assurance,
  enrollVerified,
  mfaProject,
  passwordUser,
  signInAgain,
  totpCode,
  wrongCode,
} from './mfa-helpers.js';

describe.each(engines)('TOTP multi-factor authentication on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  const now = () => clock.now();
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({ engine, projectDir: mfaProject(), clock });
  });
  afterAll(() => backend?.stop());

  it('enrolls a factor with a secret, an otpauth URI and an SVG QR code, unverified until a code', async () => {
    const { client, email } = await passwordUser(backend);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
      issuer: 'Tandem',
    });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Work phone');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data?.totp.uri as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Tandem');
    expect(uri.searchParams.get('secret')).toBe(data?.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data?.totp.qr_code).not.toContain('#');

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([
      [data?.id, 'unverified', 'totp'],
    ]);
    expect(listed.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('verifies a computed code into an aal2 session whose amr starts with totp, kept on refresh', async () => {
    const { client } = await passwordUser(backend);
    const before = (await client.auth.getSession()).data.session;
    expect(assurance(before?.access_token)).toEqual({ aal: 'aal1', amr: ['password'] });
    clock.advance(1_000);
    const { factorId } = await enrollVerified(client, now);

    const session = (await client.auth.getSession()).data.session;
    expect(session?.refresh_token).not.toBe(before?.refresh_token);
    expect(assurance(session?.access_token)).toEqual({ aal: 'aal2', amr: ['totp', 'password'] });
    expect(session?.user.factors?.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    clock.advance(5_000);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(assurance(refreshed.data.session?.access_token).aal).toBe('aal2');
  });

  it('signs in at aal1 with aal2 next, refuses a wrong code, then lifts the session', async () => {
    const { client, email, password } = await passwordUser(backend);
    const { factorId, secret } = await enrollVerified(client, now);
    const device = await signInAgain(backend, email, password);
    const level = await device.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const wrong = await device.auth.mfa.challengeAndVerify({
      factorId,
      code: wrongCode(secret, now()),
    });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const right = await device.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, now()),
    });
    expect(right.error).toBeNull();
    expect(assurance(right.data?.access_token).aal).toBe('aal2');
  });

  it('lets row-level security require aal2 through auth.jwt()', async () => {
    const { client, email, password } = await passwordUser(backend);
    await enrollVerified(client, now);
    const strong = await client.from('vault').select('secret');
    expect(strong.data).toEqual([{ secret: 'launch codes' }]);
    const weak = await signInAgain(backend, email, password);
    const refused = await weak.from('vault').select('secret');
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
  });

  it('ends the other aal1 sessions of the user when a factor is verified', async () => {
    const { client, email, password } = await passwordUser(backend);
    const other = await signInAgain(backend, email, password);
    await enrollVerified(client, now);
    // The session went with its refresh tokens, as in GoTrue.
    const { error } = await other.auth.refreshSession();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('answers bad challenges with GoTrue codes: used, expired, unknown', async () => {
    const { client } = await passwordUser(backend);
    const { factorId, secret } = await enrollVerified(client, now);
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data?.expires_at).toBe(Math.floor(now() / 1000) + 300);
    const challengeId = challenge.data?.id as string;
    const code = totpCode(secret, now());
    expect((await client.auth.mfa.verify({ factorId, challengeId, code })).error).toBeNull();
    const again = await client.auth.mfa.verify({ factorId, challengeId, code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const stale = await client.auth.mfa.challenge({ factorId });
    clock.advance(301_000);
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: stale.data?.id as string,
      code: totpCode(secret, now()),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const noFactor = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(noFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const badId = await client.auth.mfa.challenge({ factorId: 'recovery-codes' });
    expect(badId.error).toMatchObject({ status: 404, code: 'validation_failed' });
  });

  it('applies enrollment rules: names, factor count, aal2 to add or remove a verified factor', async () => {
    const { client } = await passwordUser(backend);
    const enroll = (name: string) =>
      client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
    expect((await enroll('a')).error).toBeNull();
    expect((await enroll('a')).error).toMatchObject({ code: 'mfa_factor_name_conflict' });
    expect((await enroll('b')).error).toBeNull();
    expect((await enroll('c')).error).toBeNull();
    expect((await enroll('d')).error).toMatchObject({
      status: 422,
      code: 'too_many_enrolled_mfa_factors',
    });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });

    const owner = await passwordUser(backend);
    const { factorId } = await enrollVerified(owner.client, now);
    const weak = await signInAgain(backend, owner.email, owner.password);
    const added = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(added.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removed = await weak.auth.mfa.unenroll({ factorId });
    expect(removed.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const password2 = await weak.auth.updateUser({ password: 'another-long-password' });
    expect(password2.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
  });

  it('unenrolls from aal2 and drops the session back to aal1', async () => {
    const { client } = await passwordUser(backend);
    const { factorId } = await enrollVerified(client, now);
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(assurance(refreshed.data.session?.access_token)).toEqual({
      aal: 'aal1',
      amr: ['password'],
    });
    expect(refreshed.data.user?.factors).toBeUndefined();
  });

  it('lists and deletes factors through auth.admin.mfa', async () => {
    const { client, userId } = await passwordUser(backend);
    const { factorId } = await enrollVerified(client, now);
    const admin = pkceClient(backend, { key: backend.serviceRoleKey });
    const listed = await admin.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
      [factorId, 'verified', 'phone'],
    ]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js wraps the deleted factor GoTrue answers with in another `{data, error}`.
    expect(deleted.data).toMatchObject({ data: { id: factorId, status: 'verified' } });
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const refreshed = await client.auth.refreshSession();
    expect(assurance(refreshed.data.session?.access_token).aal).toBe('aal1');
  });

  it('limits challenges per IP as GoTrue: bursts of 30, then 429 until time refills them', async () => {
    const { client } = await passwordUser(backend);
    const { factorId } = await enrollVerified(client, now);
    clock.advance(120_000); // a full bucket, whatever the tests before spent
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await client.auth.mfa.challenge({ factorId });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await client.auth.mfa.challenge({ factorId });
    expect(refused.error).toMatchObject({ code: 'over_request_rate_limit' });
    clock.advance(4_000); // 15 a minute: one more every 4 s
    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
    clock.advance(120_000);
  });

  it('refuses anonymous users', async () => {
    const client = pkceClient(backend);
    expect((await client.auth.signInAnonymously()).error).toBeNull();
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({ status: 403, code: 'no_authorization' });
  });
});

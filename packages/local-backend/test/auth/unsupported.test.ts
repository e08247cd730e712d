import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** What GoTrue answers for a feature this backend does not serve. */
interface Refusal {
  method: string;
  path: string;
  status: number;
  code: string;
  msg: string;
  admin?: boolean;
}

const REFUSALS: Refusal[] = [
  { method: 'GET', path: '/nowhere', status: 404, code: 'not_found', msg: 'Not found' },
  { method: 'PATCH', path: '/user', status: 404, code: 'not_found', msg: 'Not found' },
  {
    method: 'POST',
    path: '/sso',
    status: 404,
    code: 'saml_provider_disabled',
    msg: 'SAML 2.0 is disabled',
  },
  {
    method: 'GET',
    path: '/sso/saml/metadata',
    status: 404,
    code: 'saml_provider_disabled',
    msg: 'SAML 2.0 is disabled',
  },
  {
    method: 'POST',
    path: '/passkeys/authentication/options',
    status: 404,
    code: 'passkey_disabled',
    msg: 'Passkeys are disabled',
  },
  {
    method: 'GET',
    path: '/oauth/authorize',
    status: 404,
    code: 'feature_disabled',
    msg: 'OAuth server is disabled',
  },
  {
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    status: 404,
    code: 'feature_disabled',
    msg: 'OAuth server is disabled',
  },
  {
    method: 'GET',
    path: '/admin/sso/providers',
    status: 404,
    code: 'saml_provider_disabled',
    msg: 'SAML 2.0 is disabled',
    admin: true,
  },
  {
    method: 'GET',
    path: '/admin/oauth/clients',
    status: 404,
    code: 'feature_disabled',
    msg: 'OAuth server is disabled',
    admin: true,
  },
  {
    method: 'GET',
    path: '/admin/audit',
    status: 404,
    code: 'not_found',
    msg: 'Not found',
    admin: true,
  },
];

describe.each(engines)('unsupported auth features on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('auth') });
  });
  afterAll(() => backend?.stop());

  it.each(REFUSALS)('$method $path answers $code in GoTrue’s legacy JSON body', async (refusal) => {
    const headers: Record<string, string> = { apikey: backend.anonKey };
    if (refusal.admin) headers.authorization = `Bearer ${backend.serviceRoleKey}`;
    const response = await fetch(`${backend.url}/auth/v1${refusal.path}`, {
      method: refusal.method,
      headers,
    });
    expect(response.status).toBe(refusal.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: refusal.status,
      error_code: refusal.code,
      msg: refusal.msg,
    });
  });

  it('refuses phone sign-in and sign-up with phone_provider_disabled', async () => {
    const client = pkceClient(backend);
    const otp = await client.auth.signInWithOtp({ phone: '+15555550100' });
    expect(otp.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    });
    const signUp = await client.auth.signUp({ phone: '+15555550100', password: 'long-enough' });
    expect(signUp.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    const password = await client.auth.signInWithPassword({
      phone: '+15555550100',
      password: 'long-enough',
    });
    expect(password.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
  });

  it('refuses ID-token and Web3 sign-in as GoTrue does with the providers off', async () => {
    const client = pkceClient(backend);
    const google = await client.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const web3 = await fetch(`${backend.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'solana', message: 'm', signature: 's' }),
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({ error_code: 'web3_provider_disabled' });
    const noToken = await fetch(`${backend.url}/auth/v1/token?grant_type=id_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
  });

  it('refuses generate_link for an invalid email with validation_failed', async () => {
    const admin = pkceClient(backend, { key: backend.serviceRoleKey });
    const invalid = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: 'not-an-email',
    });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const valid = await admin.auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('link'),
      password: 'long-enough',
    });
    expect(valid.error).toBeNull();
  });

  it('keeps TOTP off unless config.toml enables it, as the Supabase CLI does', async () => {
    const client = pkceClient(backend);
    const { error } = await client.auth.signUp({
      email: uniqueEmail('mfa-off'),
      password: 'long-enough',
    });
    expect(error).toBeNull();
    const enroll = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
  });
});

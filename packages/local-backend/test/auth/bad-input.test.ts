import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';

interface Probe {
  method: string;
  path: string;
  body?: string;
  bearer?: 'anon' | 'service' | 'garbage' | 'ghost';
  status: number;
  code: string;
}

const PROBES: Probe[] = [
  { method: 'POST', path: '/signup', body: '[]', status: 400, code: 'bad_json' },
  { method: 'POST', path: '/signup', body: 'null', status: 400, code: 'bad_json' },
  {
    method: 'POST',
    path: '/signup',
    body: '{"email":123}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/signup',
    body: '{"email":"a@b.co","password":"x","data":[1]}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/signup',
    body: '{"email":"a@b.co","password":"long-enough","code_challenge":"abc"}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/signup',
    body: `{"email":"a@b.co","password":"long-enough","code_challenge":"${'a'.repeat(20)}","code_challenge_method":"s256"}`,
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/signup',
    body: `{"email":"a@b.co","password":"${'p'.repeat(80)}"}`,
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/token?grant_type=password',
    body: '{}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/token?grant_type=refresh_token',
    body: '{}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/token?grant_type=pkce',
    body: '{"auth_code":"not-a-uuid","code_verifier":"x"}',
    status: 404,
    code: 'flow_state_not_found',
  },
  { method: 'POST', path: '/token', body: '{}', status: 400, code: 'invalid_credentials' },
  {
    method: 'POST',
    path: '/otp',
    body: '{"email":"not-an-email"}',
    status: 400,
    code: 'validation_failed',
  },
  { method: 'POST', path: '/recover', body: '{}', status: 400, code: 'validation_failed' },
  {
    method: 'POST',
    path: '/resend',
    body: '{"type":"bogus","email":"a@b.co"}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/verify',
    body: '{"type":"bogus","token":"1","email":"a@b.co"}',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/verify',
    body: '{"type":"email","token":"123456","email":"a@b.co"}',
    status: 403,
    code: 'otp_expired',
  },
  {
    method: 'POST',
    path: '/verify',
    body: '{"type":"email"}',
    status: 400,
    code: 'validation_failed',
  },
  { method: 'GET', path: '/verify?token=abc&type=bogus', status: 400, code: 'validation_failed' },
  { method: 'GET', path: '/verify?type=signup', status: 400, code: 'validation_failed' },
  { method: 'GET', path: '/user', bearer: 'garbage', status: 403, code: 'bad_jwt' },
  { method: 'GET', path: '/user', bearer: 'anon', status: 403, code: 'bad_jwt' },
  { method: 'GET', path: '/user', bearer: 'ghost', status: 403, code: 'user_not_found' },
  { method: 'PUT', path: '/user', body: '{"data":{}}', status: 401, code: 'no_authorization' },
  {
    method: 'POST',
    path: '/logout?scope=everything',
    bearer: 'garbage',
    status: 400,
    code: 'validation_failed',
  },
  { method: 'GET', path: '/admin/users', bearer: 'anon', status: 403, code: 'not_admin' },
  {
    method: 'GET',
    path: '/admin/users/not-a-uuid',
    bearer: 'service',
    status: 404,
    code: 'user_not_found',
  },
  {
    method: 'PUT',
    path: '/admin/users/00000000-0000-0000-0000-000000000000',
    body: '{}',
    bearer: 'service',
    status: 404,
    code: 'user_not_found',
  },
  {
    method: 'POST',
    path: '/admin/generate_link',
    body: '{"type":"bogus","email":"a@b.co"}',
    bearer: 'service',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/admin/users',
    body: '{"email":"x"}',
    bearer: 'service',
    status: 400,
    code: 'validation_failed',
  },
  { method: 'GET', path: '/authorize', status: 400, code: 'validation_failed' },
  {
    method: 'GET',
    path: '/authorize?provider=github&code_challenge=short&code_challenge_method=s256',
    status: 400,
    code: 'validation_failed',
  },
  { method: 'GET', path: '/callback?state=x.y.z&code=1', status: 400, code: 'bad_oauth_state' },
  // NUL cannot be stored by PostgreSQL: it is bad input, never a database failure.
  ...[
    ['/signup', { email: 'a\u0000b@x.co', password: 'long-enough' }],
    ['/token?grant_type=password', { email: 'a\u0000b@x.co', password: 'x' }],
    ['/token?grant_type=password', { email: 'a@x.co', password: 'p\u0000w' }],
    ['/token?grant_type=refresh_token', { refresh_token: 'r\u0000t' }],
    ['/otp', { email: 'a@x.co', data: { 'k\u0000': 1 } }],
    ['/verify', { type: 'email', email: 'a@x.co', token: '1\u00002' }],
  ].map(
    ([path, body]): Probe => ({
      method: 'POST',
      path: path as string,
      body: JSON.stringify(body),
      status: 400,
      code: 'validation_failed',
    }),
  ),
  {
    method: 'GET',
    path: '/verify?token=x&type=magiclink&redirect_to=http%3A%2F%2Fa%00b',
    status: 400,
    code: 'validation_failed',
  },
  {
    method: 'POST',
    path: '/signup',
    body: `${'{"data":'.repeat(5000)}{}${'}'.repeat(5000)}`,
    status: 400,
    code: 'bad_json',
  },
];

describe.each(engines)('bad input to /auth/v1 on %s', (engine) => {
  let backend: TestBackend;
  let ghost: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('auth') });
    ghost = await backend.context.keys.signHs256(
      { sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' },
      60,
    );
  });
  afterAll(() => backend?.stop());

  it.each(PROBES)('$method $path $body → $status $code', async (probe) => {
    const bearer = {
      anon: backend.anonKey,
      service: backend.serviceRoleKey,
      garbage: 'not.a.jwt',
      ghost,
    };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      apikey: backend.anonKey,
    };
    if (probe.bearer) headers.authorization = `Bearer ${bearer[probe.bearer]}`;
    const response = await fetch(`${backend.url}/auth/v1${probe.path}`, {
      method: probe.method,
      headers,
      body: probe.body,
      redirect: 'manual',
    });
    const body = (await response.json()) as { code: string; message: string };
    expect({ status: response.status, code: body.code }).toEqual({
      status: probe.status,
      code: probe.code,
    });
    expect(typeof body.message).toBe('string');
    expect(response.headers.get('x-sb-error-code')).toBe(probe.code);
  });

  it('answers paths it does not serve with a JSON error, never plain text', async () => {
    const response = await fetch(`${backend.url}/auth/v1/factors/x/y`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });

  it('answers a PKCE link whose flow is gone with an error redirect, not a failure', async () => {
    const response = await fetch(
      `${backend.url}/auth/v1/verify?token=pkce_${'0'.repeat(56)}&type=magiclink&redirect_to=${encodeURIComponent('http://127.0.0.1:3000/cb')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string);
    expect(location.pathname).toBe('/cb');
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
  });
});

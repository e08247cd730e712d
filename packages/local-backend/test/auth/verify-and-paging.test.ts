import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

describe.each(engines)("verifyOtp and listUsers edge cases in GoTrue's words on %s", (engine) => {
  let backend: TestBackend;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('auth') });
    admin = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  });
  afterAll(() => backend?.stop());

  it('answers a code for an unknown phone, with or without empty options, as expired', async () => {
    const client = pkceClient(backend);
    for (const type of ['sms', 'phone_change'] as const) {
      for (const options of [undefined, {}]) {
        const { data, error } = await client.auth.verifyOtp({
          phone: '15555550123',
          token: '123456',
          type,
          ...(options ? { options } : {}),
        });
        expect(data).toEqual({ user: null, session: null });
        expect(error).toMatchObject({
          status: 403,
          code: 'otp_expired',
          message: 'Token has expired or is invalid',
        });
      }
    }
    // GoTrue drops a leading `+` and spaces before its E.164 check.
    const spaced = await client.auth.verifyOtp({
      phone: '+1 555 555 0123',
      token: '1',
      type: 'sms',
    });
    expect(spaced.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a malformed phone, and a body naming both or neither, before looking anything up', async () => {
    const client = pkceClient(backend);
    const invalid = await client.auth.verifyOtp({
      phone: '15555550123-invalid',
      token: '123456',
      type: 'sms',
    });
    expect(invalid.data.user).toBeNull();
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    const post = async (body: Record<string, unknown>) => {
      const response = await fetch(`${backend.url}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const email = uniqueEmail('verify');
    expect(await post({ type: 'sms', phone: '15555550123', email, token: '1' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Only an email address or phone number should be provided on verify',
      },
    });
    expect(await post({ type: 'email', email, token: '1', token_hash: 'h' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Verify requires either a token or a token hash',
      },
    });
    expect(await post({ type: 'email', email: 'not-an-address', token: '1' })).toEqual({
      status: 422,
      body: { code: 'validation_failed', message: 'Invalid email format' },
    });
    expect(await post({ type: 'magiclink', token_hash: 'h', phone: '15555550123' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Only the token_hash and type should be provided',
      },
    });
    expect((await post({ type: 'sms', token_hash: 'unknown' })).body).toEqual({
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('refuses a page number Go cannot parse as unsigned, and pages past the end are empty', async () => {
    await admin.auth.admin.createUser({ email: uniqueEmail('listed'), email_confirm: true });
    const negative = await admin.auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(negative.data).toEqual({ users: [] });
    expect(negative.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    const list = (query: string) =>
      fetch(`${backend.url}/auth/v1/admin/users?${query}`, {
        headers: {
          apikey: backend.serviceRoleKey,
          authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      });
    const huge = await list('page=99999999999999999999');
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({
      msg: 'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999": value out of range',
    });
    expect((await list('per_page=ten')).status).toBe(400);
    const far = await list('page=18446744073709551615&per_page=1000');
    expect(far.status).toBe(200);
    expect((await far.json()).users).toEqual([]);
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(1);
  });
});

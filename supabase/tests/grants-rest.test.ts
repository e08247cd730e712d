import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, createUser, startBackend, type TestUser } from './helpers.js';

const hint = (statement: string) =>
  `Grant the required privileges to the current role with: ${statement}`;

describe.each(engines)('raw /rest/v1 calls without a grant on %s', (engine) => {
  let backend: TestBackend;
  let user: TestUser;

  beforeAll(async () => {
    backend = await startBackend(engine);
    user = await createUser(backend, 'grants-rest');
  });
  afterAll(() => backend?.stop());

  /** A raw request with the publishable key, and the user's token when `signedIn`. */
  async function call(path: string, init: RequestInit = {}, signedIn = false) {
    const headers: Record<string, string> = {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
    };
    if (signedIn) headers.Authorization = `Bearer ${await accessToken(backend, user)}`;
    const response = await fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
    return { status: response.status, body: await response.json() };
  }

  it('answers an anonymous read of a table 401, as hosted PostgREST does', async () => {
    expect(await call('tasks?select=id')).toEqual({
      status: 401,
      body: {
        code: '42501',
        details: null,
        hint: hint('GRANT SELECT ON public.tasks TO anon;'),
        message: 'permission denied for table tasks',
      },
    });
  });

  it('answers a member deleting notifications directly 403 (they are only marked read)', async () => {
    const { status, body } = await call(
      `notifications?id=eq.${user.id}`,
      { method: 'DELETE' },
      true,
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({
      code: '42501',
      message: 'permission denied for table notifications',
      hint: hint('GRANT DELETE ON public.notifications TO authenticated;'),
    });
  });

  it('answers an anonymous call of a signed-in RPC 401', async () => {
    const { status, body } = await call('rpc/is_slug_available', {
      method: 'POST',
      body: JSON.stringify({ slug: 'anything' }),
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: '42501',
      message: 'permission denied for function is_slug_available',
    });
  });

  it('answers a member calling the digest queue 403', async () => {
    const { status, body } = await call('rpc/claim_notification_digests', { method: 'POST' }, true);
    expect(status).toBe(403);
    expect(body).toMatchObject({
      code: '42501',
      message: 'permission denied for function claim_notification_digests',
    });
  });

  it('serves nothing from the private schema', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/is_member`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Profile': 'private' },
      body: '{}',
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });
});

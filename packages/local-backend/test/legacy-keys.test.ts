import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { tempProject } from './helpers.js';

const project = tempProject({
  '20260101000000_notes.sql': `
    create table public.notes (id int primary key, body text);
    alter table public.notes enable row level security;
    create policy notes_select on public.notes for select to anon, authenticated using (true);
    grant select on public.notes to anon, authenticated, service_role;
    insert into public.notes values (1, 'hello');
  `,
});

/** A REST read of the notes with `key` as the API key (and as the bearer, as supabase-js sends it). */
async function readNotes(backend: TestBackend, key: string) {
  const response = await fetch(`${backend.url}/rest/v1/notes?select=id`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(engines)('with the legacy API keys disabled on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: project, legacyApiKeys: false });
  });
  afterAll(() => backend?.stop());

  it('refuses the legacy anon and service_role JWT keys, as a hosted project does', async () => {
    for (const key of [backend.anonKey, backend.serviceRoleKey]) {
      const { status, body } = await readNotes(backend, key);
      expect(status).toBe(401);
      expect(body).toMatchObject({ message: 'Legacy API keys are disabled' });
    }
  });

  it('refuses a legacy apikey even beside a valid user token', async () => {
    const client = createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.auth.signUp({
      email: `legacy-${Date.now()}@example.test`,
      password: 'a-long-enough-password-1',
    });
    expect(error).toBeNull();
    const token = data.session?.access_token as string;
    const response = await fetch(`${backend.url}/rest/v1/notes?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    const withPublishable = await fetch(`${backend.url}/rest/v1/notes?select=id`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
    });
    expect(await withPublishable.json()).toEqual([{ id: 1 }]);
  });

  it('serves the publishable and secret keys', async () => {
    expect(await readNotes(backend, backend.publishableKey)).toEqual({
      status: 200,
      body: [{ id: 1 }],
    });
    expect((await readNotes(backend, backend.secretKey)).body).toEqual([{ id: 1 }]);
  });

  it('refuses the legacy keys on storage and auth too', async () => {
    const storage = await fetch(`${backend.url}/storage/v1/bucket`, {
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    });
    expect(storage.ok).toBe(false);
    const admin = await fetch(`${backend.url}/auth/v1/admin/users`, {
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    });
    expect(admin.ok).toBe(false);
  });
});

describe.each(engines)('by default on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: project });
  });
  afterAll(() => backend?.stop());

  it('still accepts the legacy anon key, as hosted projects still may', async () => {
    expect(await readNotes(backend, backend.anonKey)).toEqual({ status: 200, body: [{ id: 1 }] });
  });
});

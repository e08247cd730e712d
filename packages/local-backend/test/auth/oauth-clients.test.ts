import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';

const NO_SESSION = { persistSession: false, autoRefreshToken: false };

/** A project with the OAuth 2.1 server on, as `[auth.oauth_server] enabled` turns it on. */
function oauthServerProject(): string {
  return tempProject({}, undefined, '[auth.oauth_server]\nenabled = true\n');
}

describe.each(engines)('OAuth server clients through the admin API on %s', (engine) => {
  let backend: TestBackend;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: oauthServerProject() });
    admin = createClient(backend.url, backend.serviceRoleKey, { auth: NO_SESSION });
  });
  afterAll(() => backend?.stop());

  it('creates a confidential client with defaults and a secret shown once, then gets it without', async () => {
    const { data, error } = await admin.auth.admin.oauth.createClient({
      client_name: 'Reporting tool',
      redirect_uris: ['https://reports.example.com/callback', 'http://localhost:3000/cb'],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      client_name: 'Reporting tool',
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      registration_type: 'manual',
      redirect_uris: ['https://reports.example.com/callback', 'http://localhost:3000/cb'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    });
    expect(data?.client_secret).toMatch(/^[\w-]{43}$/);

    const got = await admin.auth.admin.oauth.getClient(data?.client_id as string);
    expect(got.error).toBeNull();
    expect(got.data?.client_id).toBe(data?.client_id);
    expect(got.data).not.toHaveProperty('client_secret');
  });

  it('updates only the fields given, regenerates the secret, and deletes the client', async () => {
    const created = await admin.auth.admin.oauth.createClient({
      client_name: 'Calendar sync',
      redirect_uris: ['https://sync.example.com/cb'],
    });
    const id = created.data?.client_id as string;

    const updated = await admin.auth.admin.oauth.updateClient(id, {
      logo_uri: 'https://sync.example.com/logo.png',
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({
      client_name: 'Calendar sync',
      logo_uri: 'https://sync.example.com/logo.png',
      redirect_uris: ['https://sync.example.com/cb'],
    });

    const regenerated = await admin.auth.admin.oauth.regenerateClientSecret(id);
    expect(regenerated.error).toBeNull();
    expect(regenerated.data?.client_secret).toMatch(/^[\w-]{43}$/);
    expect(regenerated.data?.client_secret).not.toBe(created.data?.client_secret);

    expect((await admin.auth.admin.oauth.deleteClient(id)).error).toBeNull();
    const gone = await admin.auth.admin.oauth.getClient(id);
    expect(gone.data).toBeNull();
    expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
    const listed = await admin.auth.admin.oauth.listClients();
    expect(listed.data?.clients.map((client) => client.client_id)).not.toContain(id);
  });

  it('lists live clients newest first, a page at a time with the total', async () => {
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      const { data } = await admin.auth.admin.oauth.createClient({
        client_name: `Listed ${name}`,
        redirect_uris: ['https://list.example.com/cb'],
      });
      ids.push(data?.client_id as string);
    }
    const page = await admin.auth.admin.oauth.listClients({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data?.clients.map((client) => client.client_id)).toEqual([ids[2], ids[1]]);
    expect(page.data).toMatchObject({ nextPage: 2 });
    expect((page.data as { total: number }).total).toBeGreaterThanOrEqual(3);
  });

  it('makes a client public with token_endpoint_auth_method none, which has no secret to regenerate', async () => {
    const { data, error } = await admin.auth.admin.oauth.createClient({
      client_name: 'Mobile app',
      redirect_uris: ['https://mobile.example.com/cb'],
      token_endpoint_auth_method: 'none',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
    expect(data).not.toHaveProperty('client_secret');
    const regenerated = await admin.auth.admin.oauth.regenerateClientSecret(
      data?.client_id as string,
    );
    expect(regenerated.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses redirect URIs and grant types GoTrue refuses, malformed ids and empty updates', async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ redirect_uris: [] }, /^redirect_uris is required$/],
      [{ redirect_uris: ['/callback'] }, /^invalid redirect_uri '\/callback': must have scheme$/],
      [{ redirect_uris: ['http://app.example.com/cb'] }, /HTTP scheme only allowed for localhost/],
      [{ redirect_uris: ['https://app.example.com/cb#x'] }, /fragment not allowed/],
      [{ redirect_uris: ['ftp://app.example.com/cb'] }, /scheme must be HTTPS or HTTP/],
      [
        { redirect_uris: ['https://app.example.com/cb'], grant_types: ['password'] },
        /^grant_types must only contain 'authorization_code' and\/or 'refresh_token'$/,
      ],
    ];
    for (const [body, message] of refusals) {
      const { data, error } = await admin.auth.admin.oauth.createClient({
        client_name: 'Refused',
        ...body,
      } as never);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(error?.message).toMatch(message);
    }
    const unknown = await admin.auth.admin.oauth.getClient('00000000-0000-0000-0000-000000000000');
    expect(unknown.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
    const malformed = await admin.auth.admin.oauth.getClient('not-a-uuid');
    expect(malformed.error).toMatchObject({ status: 400, message: 'invalid client_id format' });

    const { data } = await admin.auth.admin.oauth.createClient({
      client_name: 'Kept',
      redirect_uris: ['https://kept.example.com/cb'],
    });
    const empty = await admin.auth.admin.oauth.updateClient(data?.client_id as string, {});
    expect(empty.error).toMatchObject({ status: 400, message: 'No fields provided for update' });
    const cleared = await admin.auth.admin.oauth.updateClient(data?.client_id as string, {
      redirect_uris: [],
    });
    expect(cleared.error?.message).toBe('redirect_uris cannot be empty');
  });

  it('answers only the service role', async () => {
    const anon = createClient(backend.url, backend.anonKey, { auth: NO_SESSION });
    const { data, error } = await anon.auth.admin.oauth.listClients();
    expect(data).toMatchObject({ clients: [] });
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { supabaseClient } from './clients.js';
import { fixture } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(engines)('Supabase search_path on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('search-path') });
  });
  afterAll(() => backend?.stop());

  const admin = <Row>(sql: string) =>
    backend.context.db.withAdmin(async (tx) => (await tx.query<Row>(sql)).rows);

  it('runs a migration and seed.sql that call gen_salt, crypt and uuid_generate_v4 unqualified', async () => {
    const rows = await admin<{ label: string; id: string; ok: boolean }>(
      "select label, id::text, hash = extensions.crypt(case label when 'from-seed' then 'seeded' else 'migrated' end, hash) as ok from public.secrets order by label",
    );
    expect(rows.map((row) => [row.label, row.ok])).toEqual([
      ['from-migration', true],
      ['from-seed', true],
    ]);
    for (const row of rows) expect(row.id).toMatch(UUID);
  });

  it('starts each migration and seed.sql with that search_path, whatever the file before set', async () => {
    const rows = await admin<{ n: number }>('select count(*)::int as n from public.dumped');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps pgcrypto and uuid-ossp in schema extensions', async () => {
    const rows = await admin<{ extname: string; schema: string }>(
      "select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('pgcrypto', 'uuid-ossp') order by extname",
    );
    expect(rows).toEqual([
      { extname: 'pgcrypto', schema: 'extensions' },
      { extname: 'uuid-ossp', schema: 'extensions' },
    ]);
  });

  it("gives the owner role Supabase's search_path for new sessions, and the API roles none", async () => {
    const rows = await admin<{ role: string; config: string[] | null }>(
      `select r.rolname as role,
              (select s.setconfig from pg_db_role_setting s
                where s.setrole = r.oid
                  and s.setdatabase = (select oid from pg_database where datname = current_database())) as config
         from pg_roles r
        where r.rolname in (current_user, 'anon', 'authenticated', 'service_role', 'authenticator')
        order by r.rolname = current_user desc, r.rolname`,
    );
    expect(rows[0]?.config).toEqual(['search_path="$user", public, extensions']);
    expect(rows.slice(1).map((row) => [row.role, row.config])).toEqual([
      ['anon', null],
      ['authenticated', null],
      ['authenticator', null],
      ['service_role', null],
    ]);
  });

  it('serves RPCs that call them unqualified through supabase-js', async () => {
    const client = supabaseClient(backend, backend.anonKey);
    const matches = await client.rpc('password_matches', {
      label: 'from-seed',
      password: 'seeded',
    });
    expect(matches).toMatchObject({ data: true, error: null });
    const wrong = await client.rpc('password_matches', { label: 'from-seed', password: 'nope' });
    expect(wrong).toMatchObject({ data: false, error: null });
    const id = await client.rpc('new_id');
    expect(id.error).toBeNull();
    expect(id.data).toMatch(UUID);
    const hash = await client.rpc('hash_password', { password: 'x' });
    expect(hash.error).toBeNull();
    expect(hash.data).toMatch(/^\$2a\$04\$/);
  });

  it('still puts `[api] extra_search_path` on every REST request', async () => {
    const client = supabaseClient(backend, backend.anonKey);
    expect(await client.rpc('call_shout', { value: 'hi' })).toMatchObject({
      data: 'HI!',
      error: null,
    });
  });
});

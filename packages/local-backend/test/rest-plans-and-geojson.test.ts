import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { tempProject, waitUntil } from './helpers.js';

const SCHEMA = `
create table public.shops (id int primary key, address text);
insert into public.shops values (1, '1 Main St'), (2, '2 High St');
`;

/** Query plans with EXPLAIN options, and GeoJSON (PostGIS is not installed on either engine). */
describe.each(engines)('/rest/v1 plans with options and GeoJSON on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine,
      projectDir: tempProject({ '20240101000000_schema.sql': SCHEMA }),
    });
    db = supabaseClient(backend, backend.secretKey);
    // Per database: roles are shared by every database of a PostgreSQL cluster.
    await backend.context.db.withAdmin(async (tx) => {
      const { rows } = await tx.query<{ db: string }>('select current_database() as db');
      await tx.query(
        `alter role authenticator in database "${rows[0]?.db}" set pgrst.db_plan_enabled = true`,
      );
      await tx.query("notify pgrst, 'reload config'");
    });
    await waitUntil(async () => (await db.from('shops').select().explain()).status === 200);
  });
  afterAll(() => backend.stop());

  it('serves JSON and text plans with analyze, verbose, settings, buffers and wal', async () => {
    const plain = await db.from('shops').select().explain({ format: 'json' });
    expect(plain).toMatchObject({ status: 200, error: null, data: [{ Plan: expect.any(Object) }] });
    const text = await db.from('shops').select().explain();
    expect(text.data).toMatch(/Aggregate {2}\(cost=/);
    const all = await db.from('shops').select().explain({
      analyze: true,
      verbose: true,
      settings: true,
      buffers: true,
      wal: true,
      format: 'json',
    });
    expect(all.error).toBeNull();
    const [plan] = all.data as unknown as [{ Plan: Record<string, unknown> }];
    expect(plan.Plan).toMatchObject({
      'Actual Rows': 1,
      Output: expect.any(Array),
      'Shared Hit Blocks': expect.any(Number),
      'WAL Records': expect.any(Number),
    });
    const analyzed = await rest(backend, 'shops', {
      headers: {
        accept: 'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose',
      },
    });
    expect(analyzed.headers.get('content-type')).toContain('application/vnd.pgrst.plan+text');
    expect(await analyzed.text()).toMatch(/actual time=.*\n.*Output:/);
  });

  it("reports Supabase's query identifier and PostgREST's search_path in verbose plans", async () => {
    const { data, error } = await db
      .from('shops')
      .select()
      .explain({ verbose: true, settings: true, format: 'json' });
    expect(error).toBeNull();
    const [plan] = data as unknown as [{ 'Query Identifier': unknown; Settings: unknown }];
    expect(plan['Query Identifier']).toEqual(expect.any(Number));
    // The profile's schema, then `[api] extra_search_path` as given, repeats kept.
    expect(plan.Settings).toMatchObject({ search_path: '"public", "public", "extensions"' });
    const text = await db.from('shops').select().explain({ verbose: true });
    expect(text.data).toMatch(/^Query Identifier: -?\d+$/m);
  });

  it('refuses an unknown plan option as an unavailable media type', async () => {
    const response = await rest(backend, 'shops', {
      headers: { accept: 'application/vnd.pgrst.plan+json; options=costs' },
    });
    expect(response.status).toBe(406);
    expect((await json(response)).code).toBe('PGRST107');
  });

  it('answers GeoJSON as PostgREST does without PostGIS', async () => {
    const { data, error, status } = await db.from('shops').select().geojson();
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: '42883',
      message: 'function st_asgeojson(record) does not exist',
      details: null,
      hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
    });
  });
});

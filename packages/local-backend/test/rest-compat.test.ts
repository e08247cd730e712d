import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { fixture } from './helpers.js';

/** Compatibility-table features the other REST test files leave out. */
describe.each(engines)('/rest/v1 compatibility details on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    db = supabaseClient(backend, backend.anonKey);
  });
  afterAll(() => backend.stop());

  const ids = (rows: unknown) => ((rows ?? []) as { id: number }[]).map((r) => r.id);

  it('commits with Prefer: tx=commit and says so in Preference-Applied', async () => {
    const response = await rest(backend, 'items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'tx=commit' },
      body: JSON.stringify({ name: 'kept' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toContain('tx=commit');
    const { data } = await db.from('items').select('name').eq('name', 'kept');
    expect(data).toEqual([{ name: 'kept' }]);
  });

  it('orders by a JSON path', async () => {
    const response = await rest(
      backend,
      'films?select=id&id=lt.5&order=meta->awards->count.desc.nullslast',
    );
    expect(ids(await json(response))).toEqual([2, 3, 1, 4]);
  });

  it('pages embedded rows with offset', async () => {
    const { data } = await db
      .from('directors')
      .select('name,films(title)')
      .eq('id', 2)
      .order('id', { referencedTable: 'films' })
      .range(1, 1, { referencedTable: 'films' })
      .single();
    expect(data).toEqual({ name: 'Akira Kurosawa', films: [{ title: 'Seven Samurai' }] });
  });

  it('counts rpc sets exactly with every count preference', async () => {
    for (const count of ['exact', 'planned', 'estimated'] as const) {
      const { data, count: total } = await db
        .rpc('films_after', { y: 1900 }, { count })
        .select('id')
        .range(0, 0);
      expect(data, count).toEqual([{ id: 1 }]);
      expect(total, count).toBe(4);
    }
    const table = await db.rpc('film_counts', {}, { count: 'exact' }).range(0, 0);
    expect(table.data).toEqual([{ decade: 1950, n: 3 }]);
    expect(table.count).toBe(3);
  });

  it('ignores Range in units other than items', async () => {
    const response = await rest(backend, 'films?select=id&order=id', {
      headers: { range: '0-0', 'range-unit': 'bytes' },
    });
    expect(ids(await json(response))).toEqual([1, 2, 3, 4, 5]);
  });
});

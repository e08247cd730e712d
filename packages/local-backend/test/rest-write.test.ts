import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { fixture } from './helpers.js';

describe.each(engines)('/rest/v1 writes and rpc on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    db = supabaseClient(backend, backend.anonKey);
    admin = supabaseClient(backend, backend.secretKey);
  });
  afterAll(() => backend.stop());

  const qtyOf = async (name: string) =>
    (await db.from('items').select('qty').eq('name', name).maybeSingle()).data?.qty;

  describe('insert', () => {
    it('inserts one row and returns it with Prefer: return=representation', async () => {
      const { data, status } = await db
        .from('items')
        .insert({ name: 'fig', qty: 2 })
        .select()
        .single();
      expect(status).toBe(201);
      expect(data).toMatchObject({ name: 'fig', qty: 2, note: 'none' });
      expect(typeof data.id).toBe('number');
    });

    it('inserts without returning rows by default (return=minimal)', async () => {
      const { data, status, error } = await db.from('items').insert({ name: 'kiwi' });
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
      expect(await qtyOf('kiwi')).toBe(0);
    });

    it('answers return=headers-only with the Location of the new row', async () => {
      const response = await rest(backend, 'items', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=headers-only' },
        body: JSON.stringify({ name: 'located' }),
      });
      expect(response.status).toBe(201);
      expect(await response.text()).toBe('');
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/items\?id=eq\.\d+$/);
      const row = await json(await rest(backend, `${location.slice(1)}&select=name`));
      expect(row).toEqual([{ name: 'located' }]);
    });

    it('bulk-inserts with columns, nulls for missing keys, or defaults with missing=default', async () => {
      const { data } = await db
        .from('items')
        .insert(
          [
            { name: 'b1', qty: 1 },
            { name: 'b2', note: 'x' },
          ],
          { defaultToNull: false },
        )
        .select('name,qty,note')
        .order('name');
      expect(data).toEqual([
        { name: 'b1', qty: 1, note: 'none' },
        { name: 'b2', qty: 0, note: 'x' },
      ]);
      const nulls = await rest(backend, 'items?columns=name,note&select=name,note', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify([{ name: 'b3', note: 'y' }, { name: 'b4' }]),
      });
      expect(await json(nulls)).toEqual([
        { name: 'b3', note: 'y' },
        { name: 'b4', note: null },
      ]);
    });

    it('returns embedded resources of inserted rows', async () => {
      const { data } = await admin
        .from('films')
        .insert({ id: 100, title: 'New Wave', director_id: 1 })
        .select('title,directors(name)')
        .single();
      expect(data).toEqual({ title: 'New Wave', directors: { name: 'Agnès Varda' } });
    });

    it('maps a unique violation to 409 and an unknown column to PGRST204', async () => {
      const { error, status } = await db.from('items').insert({ name: 'apple' });
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23505', details: 'Key (name)=(apple) already exists.' });
      const unknown = await db.from('items').insert({ name: 'z', colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.error?.code).toBe('PGRST204');
      expect(unknown.error?.message).toBe(
        "Could not find the 'colour' column of 'items' in the schema cache",
      );
    });

    it('maps foreign-key and check failures', async () => {
      const fk = await admin.from('films').insert({ id: 101, title: 'Orphan', director_id: 42 });
      expect(fk.status).toBe(409);
      expect(fk.error?.code).toBe('23503');
      const notNull = await db.from('items').insert({ qty: 1 });
      expect(notNull.status).toBe(400);
      expect(notNull.error?.code).toBe('23502');
      const badType = await db.from('items').insert({ name: 'q', qty: 'many' });
      expect(badType.status).toBe(400);
      expect(badType.error?.code).toBe('22P02');
    });

    it('refuses invalid JSON bodies with PGRST102', async () => {
      for (const body of ['{', '', '[1,2]', '"text"']) {
        const response = await rest(backend, 'items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(response.status, body).toBe(400);
        expect((await json(response)).code, body).toBe('PGRST102');
      }
    });
  });

  describe('schema profiles', () => {
    it('writes to another exposed schema with Content-Profile and refuses hidden ones', async () => {
      const api = supabaseClient(backend, backend.anonKey, { schema: 'api' });
      const { data, status } = await api
        .from('widgets')
        .insert({ id: 2, label: 'cog' })
        .select('label');
      expect(status).toBe(201);
      expect(data).toEqual([{ label: 'cog' }]);
      const hidden = await rest(backend, 'users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-profile': 'auth' },
        body: JSON.stringify({ id: 'x' }),
      });
      expect(hidden.status).toBe(406);
      expect((await json(hidden)).code).toBe('PGRST106');
    });
  });

  describe('upsert', () => {
    it('merges duplicates on the primary key and on on_conflict columns', async () => {
      const { data: first } = await db
        .from('items')
        .insert({ name: 'melon', qty: 1 })
        .select()
        .single();
      const { data: merged } = await db
        .from('items')
        .upsert({ id: first.id, name: 'melon', qty: 7 })
        .select('id,qty')
        .single();
      expect(merged).toEqual({ id: first.id, qty: 7 });
      const { data: byName } = await db
        .from('items')
        .upsert({ name: 'melon', qty: 8 }, { onConflict: 'name' })
        .select('qty')
        .single();
      expect(byName).toEqual({ qty: 8 });
    });

    it('ignores duplicates with resolution=ignore-duplicates', async () => {
      const { data } = await db
        .from('items')
        .upsert(
          [
            { name: 'apple', qty: 999 },
            { name: 'cherry', qty: 4 },
          ],
          { onConflict: 'name', ignoreDuplicates: true },
        )
        .select('name,qty');
      expect(data).toEqual([{ name: 'cherry', qty: 4 }]);
      expect(await qtyOf('apple')).toBe(3);
    });

    it('PUTs a single row addressed by its primary key', async () => {
      const response = await rest(backend, 'films?id=eq.102', {
        method: 'PUT',
        headers: {
          apikey: backend.secretKey,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
        body: JSON.stringify({ id: 102, title: 'Put here' }),
      });
      expect(response.status).toBe(200);
      expect((await json(response))[0]).toMatchObject({ id: 102, title: 'Put here' });
      const mismatch = await rest(backend, 'films?id=eq.103', {
        method: 'PUT',
        headers: { apikey: backend.secretKey, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 104, title: 'Elsewhere' }),
      });
      expect(mismatch.status).toBe(400);
    });
  });

  describe('update and delete', () => {
    it('updates filtered rows and returns them', async () => {
      await db.from('items').insert([{ name: 'u1' }, { name: 'u2' }]);
      const { data, status } = await db
        .from('items')
        .update({ note: 'updated' })
        .in('name', ['u1', 'u2'])
        .select('name,note')
        .order('name');
      expect(status).toBe(200);
      expect(data).toEqual([
        { name: 'u1', note: 'updated' },
        { name: 'u2', note: 'updated' },
      ]);
      const minimal = await db.from('items').update({ qty: 5 }).eq('name', 'u1');
      expect(minimal.status).toBe(204);
      expect(await qtyOf('u1')).toBe(5);
    });

    it('deletes filtered rows, counting them with count=exact', async () => {
      await db.from('items').insert([{ name: 'd1' }, { name: 'd2' }, { name: 'd3' }]);
      const { count, status } = await db
        .from('items')
        .delete({ count: 'exact' })
        .like('name', 'd_');
      expect(status).toBe(204);
      expect(count).toBe(3);
      expect(await qtyOf('d1')).toBeUndefined();
    });

    it('limits PATCH and DELETE to the first rows in order', async () => {
      await db.from('items').insert([{ name: 'l1' }, { name: 'l2' }, { name: 'l3' }]);
      const patched = await rest(
        backend,
        'items?name=like.l_&order=name.desc&limit=2&select=name',
        {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', prefer: 'return=representation' },
          body: JSON.stringify({ note: 'limited' }),
        },
      );
      expect((await json(patched)).map((r: { name: string }) => r.name).sort()).toEqual([
        'l2',
        'l3',
      ]);
      const { data } = await db.from('items').select('name,note').like('name', 'l_').order('name');
      expect(data).toEqual([
        { name: 'l1', note: 'none' },
        { name: 'l2', note: 'limited' },
        { name: 'l3', note: 'limited' },
      ]);
      const removed = await rest(backend, 'items?name=like.l_&order=name&limit=1', {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect(await qtyOf('l1')).toBeUndefined();
      expect(await qtyOf('l2')).toBe(0);
    });

    it('enforces max-affected with handling=strict, rolling back', async () => {
      await db.from('items').insert([{ name: 'm1' }, { name: 'm2' }]);
      const response = await rest(backend, 'items?name=like.m_', {
        method: 'DELETE',
        headers: { prefer: 'handling=strict, max-affected=1' },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe('PGRST124');
      expect(await qtyOf('m1')).toBe(0);
      const within = await rest(backend, 'items?name=eq.m1', {
        method: 'DELETE',
        headers: { prefer: 'handling=strict, max-affected=1' },
      });
      expect(within.status).toBe(204);
      expect(await qtyOf('m1')).toBeUndefined();
    });

    it('rolls back with tx=rollback yet returns the would-be result', async () => {
      const response = await rest(backend, 'items?select=name', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          prefer: 'return=representation,tx=rollback',
        },
        body: JSON.stringify({ name: 'ghost' }),
      });
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual([{ name: 'ghost' }]);
      expect(response.headers.get('preference-applied')).toContain('tx=rollback');
      expect(await qtyOf('ghost')).toBeUndefined();
    });

    it('refuses unknown preferences only with handling=strict', async () => {
      const lenient = await rest(backend, 'items?select=id&limit=1', {
        headers: { prefer: 'frobnicate=yes' },
      });
      expect(lenient.status).toBe(200);
      const strict = await rest(backend, 'items?select=id&limit=1', {
        headers: { prefer: 'handling=strict, frobnicate=yes' },
      });
      expect(strict.status).toBe(400);
      expect((await json(strict)).code).toBe('PGRST122');
    });

    it('answers 406 for a single-object mutation touching several rows, and rolls it back', async () => {
      await db.from('items').insert([{ name: 's1' }, { name: 's2' }]);
      const { error, status } = await db
        .from('items')
        .update({ qty: 11 })
        .like('name', 's_')
        .select()
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(await qtyOf('s1')).toBe(0);
    });
  });

  describe('rpc', () => {
    it('calls functions returning a scalar, a row, a set and a table', async () => {
      expect((await db.rpc('add_them', { a: 2, b: 3 })).data).toBe(5);
      expect((await db.rpc('add_them', { a: 2 })).data).toBe(3);
      const { data: row } = await db.rpc('film_by_id', { fid: 4 });
      expect(row).toMatchObject({ id: 4, title: 'Ikiru' });
      const { data: set } = await db.rpc('films_after', { y: 1953 }).select('id');
      expect((set as { id: number }[]).map((r) => r.id)).toEqual([1, 3]);
      const { data: table } = await db.rpc('film_counts');
      expect(table).toEqual([
        { decade: 1950, n: 3 },
        { decade: 1960, n: 1 },
        { decade: null, n: expect.any(Number) },
      ]);
      const { data: tags } = await db.rpc('tag_list');
      expect(tags).toEqual(['action', 'drama', 'mystery', 'paris']);
    });

    it('applies select, filters, order and limit to set-returning functions, with embedding', async () => {
      const { data } = await db
        .rpc('films_after', { y: 1940 })
        .select('title,directors(name)')
        .eq('director_id', 2)
        .order('year', { ascending: false })
        .limit(2);
      expect(data).toEqual([
        { title: 'Seven Samurai', directors: { name: 'Akira Kurosawa' } },
        { title: 'Ikiru', directors: { name: 'Akira Kurosawa' } },
      ]);
    });

    it('calls with GET, passing arguments in the query string', async () => {
      expect((await db.rpc('add_them', { a: 10, b: 5 }, { get: true })).data).toBe(15);
      const response = await rest(backend, 'rpc/films_after?y=1953&select=id&id=gt.1');
      expect(await json(response)).toEqual([{ id: 3 }]);
    });

    it('passes the whole body to a single unnamed json argument', async () => {
      const { data } = await db.rpc('echo', { nested: { list: [1, 'two', null] } });
      expect(data).toEqual({ nested: { list: [1, 'two', null] } });
    });

    it('passes the whole body to a named json argument with Prefer: params=single-object', async () => {
      const response = await rest(backend, 'rpc/keys_of', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'params=single-object' },
        body: JSON.stringify({ b: 1, a: 2 }),
      });
      expect(await json(response)).toEqual(['a', 'b']);
      expect((await db.rpc('keys_of', { payload: { z: true } })).data).toEqual(['z']);
    });

    it('answers 204 for void functions and refuses writes on GET', async () => {
      const { status } = await db.rpc('bump_item', { item_name: 'pear' });
      expect(status).toBe(204);
      expect(await qtyOf('pear')).toBe(6);
      const { status: getStatus, error } = await db.rpc(
        'bump_item',
        { item_name: 'pear' },
        { get: true },
      );
      expect(getStatus).toBe(405);
      expect(error?.code).toBe('25006');
    });

    it('sees the caller in the function', async () => {
      expect((await db.rpc('whoami')).data).toBe('nobody:anon');
      expect((await admin.rpc('whoami')).data).toBe('nobody:service_role');
    });

    it('reports unknown functions and arguments as PGRST202', async () => {
      const missing = await db.rpc('no_such_function');
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST202');
      const wrongArgs = await db.rpc('add_them', { x: 1 });
      expect(wrongArgs.status).toBe(404);
      expect(wrongArgs.error?.message).toBe(
        'Could not find the function public.add_them(x) in the schema cache',
      );
    });

    it('passes RAISE errors through with their detail and hint', async () => {
      const { error, status } = await db.rpc('fail_loudly');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'P0001',
        message: 'nope',
        details: 'custom detail',
        hint: 'custom hint',
      });
    });
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { fidelityProject } from './rest-fidelity-project.js';

/**
 * `maxAffected` is typed for PostgREST 13+ schemas only; the untyped clients here call the
 * same builder method.
 */
interface StrictBuilder {
  select(columns: string): StrictBuilder;
  maxAffected(rows: number): PromiseLike<{
    data: unknown[] | null;
    error: { code: string; message: string; details: string | null } | null;
    status: number;
  }>;
}
const strict = (builder: unknown) => builder as StrictBuilder;

describe.each(engines)('/rest/v1 fidelity to PostgREST on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fidelityProject() });
    db = supabaseClient(backend, backend.anonKey);
    admin = supabaseClient(backend, backend.secretKey);
  });
  afterAll(() => backend.stop());

  describe('rpc overloads and unnamed parameters', () => {
    it.each([
      [{}, 'none'],
      [{ a: 1 }, 'a:1'],
      [{ a: 1, b: 2 }, 'ab:1,2'],
      [{ c: 'x' }, 'cd:x,dflt'],
      [{ c: 'x', d: 'y' }, 'cd:x,y'],
    ])('picks the overload named by %j with POST and GET', async (args, expected) => {
      const post = await db.rpc('over', args);
      expect(post.error).toBeNull();
      expect(post.data).toBe(expected);
      const get = await db.rpc('over', args, { get: true });
      expect(get.error).toBeNull();
      expect(get.data).toBe(expected);
    });

    it('refuses argument sets no overload takes, on GET as on POST', async () => {
      for (const get of [false, true]) {
        const { error, status } = await db.rpc('over', { a: 1, d: 'y' }, { get });
        expect(status).toBe(404);
        expect(error?.code).toBe('PGRST202');
        expect(error?.message).toBe(
          'Could not find the function public.over(a, d) in the schema cache',
        );
      }
    });

    it('answers 300 PGRST203 when several overloads take the same names', async () => {
      const { error, status } = await db.rpc('amb', { x: 1 });
      expect(status).toBe(300);
      expect(error).toMatchObject({
        code: 'PGRST203',
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      expect(error?.message).toContain('Could not choose the best candidate function between: ');
      expect(error?.message).toContain('public.amb(x => integer)');
      expect(error?.message).toContain('public.amb(x => text)');
    });

    it('runs functions with the profile schema, then [api] extra_search_path', async () => {
      expect((await db.rpc('current_path')).data).toBe('"public", "public", "extensions"');
    });

    it('treats GET parameters with an operator as filters on the result', async () => {
      const response = await rest(backend, 'rpc/books_by?author=1&id=gt.1&select=id');
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual([{ id: 2 }]);
    });

    it.each([
      ['raw_text', 'text/plain', 'hello', 'text:hello'],
      ['raw_xml', 'text/xml', '<note>hi</note>', 'xml:hi'],
      ['raw_bytea', 'application/octet-stream', 'abcd', 4],
      ['raw_json', 'application/json', '{"k":[1,2]}', { k: [1, 2] }],
    ])('gives %s the raw body sent as %s', async (fn, contentType, body, expected) => {
      const response = await rest(backend, `rpc/${fn}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual(expected);
    });

    it('finds no text function for a JSON body, as PostgREST', async () => {
      const response = await rest(backend, 'rpc/raw_text', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"x":1}',
      });
      expect(response.status).toBe(404);
      expect((await json(response)).code).toBe('PGRST202');
      const plain = await rest(backend, 'rpc/raw_json', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(plain.status).toBe(404);
      expect(await json(plain)).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.raw_json in the schema cache',
        details:
          'Searched for the function public.raw_json with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      });
    });
  });

  describe('composite arguments', () => {
    it('accepts JSON objects for composite, row-type and composite-array arguments', async () => {
      expect((await db.rpc('pair_sum', { p: { x: 2, y: 3 } })).data).toBe(5);
      expect(
        (
          await db.rpc('pairs_sum', {
            ps: [
              { x: 1, y: 1 },
              { x: 2, y: 2 },
            ],
          })
        ).data,
      ).toBe(6);
      const area = await db.rpc('box_area', { b: { id: 1, w: 2, h: 3 }, scale: 2 });
      expect(area.error).toBeNull();
      expect(area.data).toBe(12);
    });

    it('still accepts a composite as its text form, and refuses a bad one with 400', async () => {
      expect((await db.rpc('pair_sum', { p: '(4,5)' })).data).toBe(9);
      const { error, status } = await db.rpc('pair_sum', { p: { x: 'many' } });
      expect(status).toBe(400);
      expect(error?.code).toBe('22P02');
    });
  });

  describe('upsert status', () => {
    it('answers 200 with the rows when only the conflict column is sent', async () => {
      const { data, status } = await admin.from('tags').upsert({ name: 'red' }).select('name,uses');
      expect(status).toBe(200);
      expect(data).toEqual([{ name: 'red', uses: 1 }]);
    });

    it('answers 200 when every row was an update and 201 when any was inserted', async () => {
      const updated = await admin
        .from('tags')
        .upsert([
          { name: 'red', uses: 5 },
          { name: 'blue', uses: 6 },
        ])
        .select('name,uses')
        .order('name');
      expect(updated.status).toBe(200);
      expect(updated.data).toEqual([
        { name: 'blue', uses: 6 },
        { name: 'red', uses: 5 },
      ]);
      const mixed = await admin
        .from('tags')
        .upsert([
          { name: 'red', uses: 7 },
          { name: 'green', uses: 1 },
        ])
        .select('name');
      expect(mixed.status).toBe(201);
      const minimal = await admin.from('tags').upsert({ name: 'green', uses: 2 });
      expect(minimal.status).toBe(200);
      const ignored = await admin
        .from('tags')
        .upsert({ name: 'green', uses: 3 }, { ignoreDuplicates: true });
      expect(ignored.status).toBe(201);
    });
  });

  describe('Prefer on rpc', () => {
    it('enforces max-affected with handling=strict on set-returning functions', async () => {
      const { error, status } = await strict(admin.rpc('finish_jobs')).maxAffected(2);
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
      });
      const { data } = await admin.from('jobs').select('state').eq('state', 'done');
      expect(data).toEqual([]);
    });

    it('refuses max-affected with handling=strict on functions returning one row', async () => {
      const { error, status } = await strict(admin.rpc('finish_first')).maxAffected(1);
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST128',
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      });
    });

    it('lets a set-returning function within the limit run', async () => {
      const { data, error } = await strict(admin.rpc('finish_jobs')).select('id').maxAffected(3);
      expect(error).toBeNull();
      expect(data).toHaveLength(3);
    });

    it('counts every row of a set with count=exact, for scalar and row sets', async () => {
      const scalars = await db.rpc('numbers', { upto: 7 }, { count: 'exact' }).range(0, 2);
      expect(scalars.data).toEqual([1, 2, 3]);
      expect(scalars.count).toBe(7);
      const raw = await rest(backend, 'rpc/numbers?upto=7&limit=2&offset=1', {
        headers: { prefer: 'count=exact' },
      });
      expect(raw.headers.get('content-range')).toBe('1-2/7');
      const rows = await rest(backend, 'rpc/all_books?select=title', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'count=exact', range: '0-0' },
        body: '{}',
      });
      expect(rows.status).toBe(206);
      expect(rows.headers.get('content-range')).toBe('0-0/3');
      expect(await json(rows)).toEqual([{ title: 'Earthsea' }]);
      const once = await rest(backend, 'rpc/add_job?select=id,state', {
        method: 'POST',
        headers: {
          apikey: backend.secretKey,
          'content-type': 'application/json',
          prefer: 'count=exact',
        },
        body: '{"job":10}',
      });
      expect(once.status).toBe(200);
      expect(once.headers.get('content-range')).toBe('0-0/1');
      expect(await json(once)).toEqual([{ id: 10, state: 'open' }]);
      const table = await rest(backend, 'rpc/add_job_row', {
        method: 'POST',
        headers: {
          apikey: backend.secretKey,
          'content-type': 'application/json',
          prefer: 'count=exact',
        },
        body: '{"job":11}',
      });
      expect(table.status).toBe(200);
      expect(table.headers.get('content-range')).toBe('0-0/1');
      expect(await json(table)).toEqual([{ id: 11, state: 'open' }]);
      const uncounted = await rest(backend, 'rpc/numbers?upto=3');
      expect(uncounted.headers.get('content-range')).toBe('0-2/*');
    });
  });

  describe('embedding', () => {
    it('embeds functions returning one row (or ROWS 1 sets) as objects', async () => {
      const { data, error } = await db
        .from('authors')
        .select('name,first_book(title),latest_book(title),books_of(title)')
        .eq('id', 1)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        name: 'Ursula',
        first_book: { title: 'Earthsea' },
        latest_book: { title: 'The Dispossessed' },
        books_of: [{ title: 'Earthsea' }, { title: 'The Dispossessed' }],
      });
    });

    it('answers ambiguous embeddings with PostgREST details and hint', async () => {
      const response = await rest(backend, 'authors?select=name,books(title)');
      expect(response.status).toBe(300);
      expect(await json(response)).toEqual({
        code: 'PGRST201',
        details: [
          {
            cardinality: 'one-to-many',
            embedding: 'authors with books',
            relationship: 'books_author_id_fkey using authors(id) and books(author_id)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'authors with books',
            relationship: 'books_editor_id_fkey using authors(id) and books(editor_id)',
          },
        ],
        hint: "Try changing 'books' to one of the following: 'books!books_author_id_fkey', 'books!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
        message:
          "Could not embed because more than one relationship was found for 'authors' and 'books'",
      });
    });

    it('names one-to-one relationships as such', async () => {
      const { data } = await db.from('books').select('title,covers(color)').eq('id', 1).single();
      expect(data).toEqual({ title: 'Earthsea', covers: { color: 'blue' } });
    });
  });

  describe('missing=default', () => {
    it('gives keys missing from some objects their column, identity and domain defaults', async () => {
      const { data, error } = await admin
        .from('notes')
        .insert([{ id: 100, body: 'first', label: 'mine', stars: 5 }, { body: 'second' }], {
          defaultToNull: false,
        })
        .select('body,label,stars,id')
        .order('body');
      expect(error).toBeNull();
      expect(data?.[0]).toEqual({ body: 'first', label: 'mine', stars: 5, id: 100 });
      expect(data?.[1]).toMatchObject({ body: 'second', label: 'unlabelled', stars: 3 });
      expect(typeof data?.[1]?.id).toBe('number');
    });

    it('sends null for missing keys without it', async () => {
      const { error, status } = await admin
        .from('notes')
        .insert([{ body: 'third', stars: 1 }, { body: 'fourth' }]);
      expect(status).toBe(400);
      expect(error?.code).toBe('23502');
    });
  });

  describe('range operators', () => {
    it.each([
      ['nxr (does not extend to the right of, &<)', 'during=nxr.[0,9)', [1, 2]],
      ['nxl (does not extend to the left of, &>)', 'during=nxl.[4,20)', [2, 3]],
    ])('%s', async (_name, filter, expected) => {
      const response = await rest(backend, `spans?select=id&order=id&${filter}`);
      expect(response.status).toBe(200);
      expect(((await json(response)) as { id: number }[]).map((r) => r.id)).toEqual(expected);
    });
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { tempProject } from './helpers.js';

/**
 * Overloads PostgREST tells apart by parameter names only, functions with unnamed parameters
 * (callable only as a single json/jsonb/text/xml/bytea one) and a polymorphic parameter.
 */
const SCHEMA = `
create table public.notes (id bigint primary key, body text, owner text);
create function public.shape(boolean) returns int language sql as 'select 1';
create function public.shape(int) returns int language sql as 'select 2';
create function public.shape(text) returns text language sql as 'select $1';
create function public.whole_json(json) returns json language sql as 'select $1';
create function public.whole_jsonb(jsonb) returns jsonb language sql as 'select $1';
create function public.whole_text(text) returns text language sql as 'select $1';
create function public.only_number(int) returns int language sql as 'select $1';
create function public.bare() returns int language sql as 'select 1';
create function public.bare(boolean) returns int language sql as 'select 2';
create function public.bare(text) returns text language sql as 'select $1';
create function public.optional() returns int language sql as 'select 1';
create function public.optional(int default 42) returns int language sql as 'select 2';
create function public.optional(text default 'fallback') returns text language sql as 'select $1';
create function public.pick(a text) returns int language sql as 'select 1';
create function public.pick(a int) returns text language sql as $$ select 'number' $$;
create function public.find(note_id bigint) returns setof public.notes language sql stable
  as 'select * from public.notes where id = note_id';
create function public.find(who text, word text default '') returns setof public.notes
  language sql stable as $$ select * from public.notes where owner = who and body like '%' || word || '%' $$;
create function public.excerpt(public.notes) returns text language sql stable
  as 'select substring($1.body, 1, 3)';
create function public.echo_any(x anyelement) returns anyelement language sql as 'select x';
`;

const SEED = `
insert into public.notes (id, body, owner) values (1, 'hello there', 'ana'), (2, 'goodbye', 'ana');
`;

const AMBIGUOUS_HINT =
  'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

/** PostgREST's 404 for a JSON call of `public.<fn>` with one argument named `key`, no hint. */
const notFound = (fn: string, key: string) => ({
  code: 'PGRST202',
  message: `Could not find the function public.${fn}(${key}) in the schema cache`,
  details: `Searched for the function public.${fn} with parameter ${key} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  hint: null,
});

describe.each(engines)('/rest/v1/rpc overloads and unnamed parameters on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine,
      projectDir: tempProject({ '20240101000000_schema.sql': SCHEMA }, SEED),
    });
    db = supabaseClient(backend, backend.secretKey);
  });
  afterAll(() => backend.stop());

  it('gives the whole body to the one callable unnamed parameter', async () => {
    // Only the text overload is callable; it receives the body, whatever the key's value.
    expect(await db.rpc('shape', { '': 'test' })).toMatchObject({ data: '{"":"test"}' });
    expect((await db.rpc('shape', { '': true })).status).toBe(200);
    const body = { '': { test: 'value' } };
    expect(await db.rpc('whole_json', body)).toMatchObject({ status: 200, data: body });
    expect(await db.rpc('whole_jsonb', body)).toMatchObject({ status: 200, data: body });
    expect(await db.rpc('whole_text', { '': 'x' })).toMatchObject({ data: '{"":"x"}' });
  });

  it('never calls an unnamed parameter of another type, and hints a near name', async () => {
    const { error, status } = await db.rpc('only_number', { '': 1 });
    expect(status).toBe(404);
    expect(error).toEqual(notFound('only_number', ''));
    const near = await db.rpc('whole_jsn', {});
    expect(near.error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.whole_json',
    });
  });

  it('tells no arguments from one unnamed text argument', async () => {
    expect(await db.rpc('bare')).toMatchObject({ status: 200, data: 1 });
    expect(await db.rpc('bare', { '': '' })).toMatchObject({ status: 200, data: '{"":""}' });
  });

  it('refuses a call a defaulted unnamed parameter makes ambiguous', async () => {
    for (const args of [undefined, {}]) {
      const { error, status } = await db.rpc('optional', args);
      expect(status).toBe(300);
      expect(error).toEqual({
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.optional(), public.optional( => text)',
        details: null,
        hint: AMBIGUOUS_HINT,
      });
    }
    expect(await db.rpc('optional', { '': 'given' })).toMatchObject({ status: 200 });
  });

  it('lists same-named overloads in PostgREST order when their types alone differ', async () => {
    const { error, status } = await db.rpc('pick', { a: 'x' });
    expect(status).toBe(300);
    expect(error?.message).toBe(
      'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    );
  });

  it('chooses the overload by argument names, defaults included', async () => {
    expect((await db.rpc('find', { note_id: 2 })).data).toEqual([
      { id: 2, body: 'goodbye', owner: 'ana' },
    ]);
    expect((await db.rpc('find', { who: 'ana', word: 'hell' })).data).toEqual([
      { id: 1, body: 'hello there', owner: 'ana' },
    ]);
    expect((await db.rpc('find', { who: 'ana' })).data).toHaveLength(2);
    const { error } = await db.rpc('find', { nobody: 1 });
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.find(nobody) in the schema cache',
      details:
        'Searched for the function public.find with parameter nobody or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.find(note_id)',
    });
  });

  it('keeps a function of an unnamed row a computed column, not an rpc', async () => {
    const { data } = await db.from('notes').select('id, excerpt').eq('id', 1);
    expect(data).toEqual([{ id: 1, excerpt: 'hel' }]);
    const { error, status } = await db.rpc('excerpt', { id: 1 });
    expect(status).toBe(404);
    expect(error).toEqual(notFound('excerpt', 'id'));
  });

  it('answers a polymorphic parameter as PostgREST does', async () => {
    const response = await rest(backend, 'rpc/echo_any', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: '42P16',
      message: 'column "x" has pseudo-type anyelement',
      details: null,
      hint: null,
    });
  });
});

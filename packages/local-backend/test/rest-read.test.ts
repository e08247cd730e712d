import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient } from './clients.js';
import { fixture } from './helpers.js';

describe.each(engines)('/rest/v1 reads on %s', (engine) => {
  let backend: TestBackend;
  let db: SupabaseClient;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    db = supabaseClient(backend, backend.anonKey);
  });
  afterAll(() => backend.stop());

  const ids = (rows: unknown) => ((rows ?? []) as { id: number }[]).map((r) => r.id);

  describe('select', () => {
    it('returns all columns with values serialised as PostgREST does', async () => {
      const { data, error } = await db.from('films').select('*').eq('id', 1).single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        id: 1,
        title: 'Cléo from 5 to 7',
        rating: 8.0,
        tags: ['drama', 'paris'],
        meta: { lang: 'fr', awards: { count: 2 } },
        mood: 'sad',
        released_at: '1962-04-11T00:00:00+00:00',
        runtime: '[90,91)',
      });
      expect(typeof data.search).toBe('string');
    });

    it('supports aliases, casts and JSON paths', async () => {
      const { data } = await db
        .from('films')
        .select('name:title,year::text,lang:meta->>lang,awards:meta->awards->count,meta->awards')
        .eq('id', 2)
        .single();
      expect(data).toEqual({
        name: 'Rashomon',
        year: '1950',
        lang: 'ja',
        // A JSON path without alias is named by its last key, so the later `meta->awards`
        // (an object) replaces the aliased count under the same key, as in PostgREST.
        awards: { count: 5 },
      });
    });

    it('selects, filters and orders by computed columns', async () => {
      const { data } = await db
        .from('films')
        .select('id,label')
        .like('label', '*195*')
        .order('label', { ascending: false });
      expect(data).toEqual([
        { id: 3, label: 'Seven Samurai (1954)' },
        { id: 2, label: 'Rashomon (1950)' },
        { id: 4, label: 'Ikiru (1952)' },
      ]);
    });

    it('embeds computed relationships', async () => {
      const { data } = await db
        .from('films')
        .select('title,maker(name),same_director(title)')
        .eq('id', 2)
        .order('title', { referencedTable: 'same_director' })
        .single();
      expect(data).toEqual({
        title: 'Rashomon',
        maker: { name: 'Akira Kurosawa' },
        same_director: [{ title: 'Ikiru' }, { title: 'Seven Samurai' }],
      });
    });

    it('reads views', async () => {
      const { data } = await db.from('film_titles').select('title').eq('year', 1954);
      expect(data).toEqual([{ title: 'Seven Samurai' }]);
    });

    it('embeds through views using the foreign keys of their base tables', async () => {
      const { data } = await db
        .from('film_titles')
        .select('title,roles(character)')
        .eq('id', 4)
        .single();
      expect(data).toEqual({ title: 'Ikiru', roles: [{ character: 'Kanji Watanabe' }] });
      const { data: role } = await db
        .from('roles')
        .select('character,film_titles(title)')
        .eq('character', 'Cléo')
        .single();
      expect(role).toEqual({ character: 'Cléo', film_titles: { title: 'Cléo from 5 to 7' } });
    });
  });

  describe('embedding', () => {
    it('embeds many-to-one as an object and one-to-many as an array', async () => {
      const { data } = await db.from('directors').select('name,films(title)').eq('id', 1).single();
      expect(data).toEqual({ name: 'Agnès Varda', films: [{ title: 'Cléo from 5 to 7' }] });
      const { data: film } = await db
        .from('films')
        .select('title,directors(name)')
        .eq('id', 5)
        .single();
      expect(film).toEqual({ title: 'Untitled', directors: null });
    });

    it('embeds many-to-many through the junction table', async () => {
      const { data } = await db.from('actors').select('name,films(title)').eq('id', 3).single();
      expect(data?.films.map((f: { title: string }) => f.title).sort()).toEqual([
        'Ikiru',
        'Rashomon',
        'Seven Samurai',
      ]);
    });

    it('nests embeddings and filters, orders and limits embedded rows', async () => {
      const { data } = await db
        .from('directors')
        .select('name,films(title,year,roles(character))')
        .eq('id', 2)
        .gt('films.year', 1950)
        .order('year', { referencedTable: 'films', ascending: false })
        .limit(1, { referencedTable: 'films' })
        .single();
      expect(data).toEqual({
        name: 'Akira Kurosawa',
        films: [
          {
            title: 'Seven Samurai',
            year: 1954,
            roles: [{ character: 'Kikuchiyo' }, { character: 'Kambei' }],
          },
        ],
      });
    });

    it('filters parents with !inner', async () => {
      const { data } = await db
        .from('directors')
        .select('name,films!inner(title)')
        .eq('films.title', 'Ikiru');
      expect(data).toEqual([{ name: 'Akira Kurosawa', films: [{ title: 'Ikiru' }] }]);
      const { data: without } = await db
        .from('directors')
        .select('name,films(title)')
        .eq('films.title', 'Ikiru')
        .order('id');
      expect(without).toHaveLength(3);
    });

    it('filters on the presence of an embedded row', async () => {
      const { data } = await db
        .from('films')
        .select('id,directors(id)')
        .not('directors', 'is', null)
        .order('id');
      expect(ids(data)).toEqual([1, 2, 3, 4]);
      const { data: none } = await db
        .from('films')
        .select('id,directors(id)')
        .is('directors', null);
      expect(ids(none)).toEqual([5]);
    });

    it('resolves self-references by column name and by table name', async () => {
      const { data } = await db
        .from('employees')
        .select('name,manager:manager_id(name),reports:employees(name)')
        .eq('id', 2)
        .single();
      expect(data).toEqual({ name: 'Grace', manager: { name: 'Ada' }, reports: [{ name: 'Ken' }] });
    });

    it('disambiguates with foreign-key and column hints, and reports ambiguity as PGRST201', async () => {
      const { data } = await db
        .from('messages')
        .select('body,from:people!sender_id(name),to:people!messages_receiver_id_fkey(name)')
        .eq('id', 1)
        .single();
      expect(data).toEqual({ body: 'hi Bob', from: { name: 'Alice' }, to: { name: 'Bob' } });
      const { error, status } = await db.from('messages').select('body,people(name)');
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST201');
      expect(error?.hint).toContain("'people!messages_sender_id_fkey'");
    });

    it('reports an unknown relationship as PGRST200', async () => {
      const { error, status } = await db.from('films').select('title,people(name)');
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST200');
    });

    it('counts embedded rows with rel(count)', async () => {
      const { data } = await db.from('directors').select('name,films(count)').order('id');
      expect(data).toEqual([
        { name: 'Agnès Varda', films: [{ count: 1 }] },
        { name: 'Akira Kurosawa', films: [{ count: 3 }] },
        { name: 'Nobody Yet', films: [{ count: 0 }] },
      ]);
    });

    it('spreads to-one embeds into the parent', async () => {
      const { data } = await db
        .from('films')
        .select('title,...directors(director:name)')
        .eq('id', 3)
        .single();
      expect(data).toEqual({ title: 'Seven Samurai', director: 'Akira Kurosawa' });
    });

    it('spreads to-many embeds as arrays of values', async () => {
      const { data } = await db
        .from('films')
        .select('title,...roles(character)')
        .eq('id', 2)
        .order('character', { referencedTable: 'roles' })
        .single();
      expect(data).toEqual({ title: 'Rashomon', character: ['Masako', 'Tajōmaru', 'Woodcutter'] });
    });
  });

  describe('filters', () => {
    it.each([
      ['eq', 'id=eq.2', [2]],
      ['neq', 'id=neq.2&id=lt.4', [1, 3]],
      ['gt', 'year=gt.1952', [1, 3]],
      ['gte', 'year=gte.1952', [1, 3, 4]],
      ['lt', 'year=lt.1952', [2]],
      ['lte', 'year=lte.1952', [2, 4]],
      ['like', 'title=like.*Samurai', [3]],
      ['ilike', 'title=ilike.*RASH*', [2]],
      ['match', 'title=match.^[RS]', [2, 3]],
      ['imatch', 'title=imatch.^ik', [4]],
      ['in', 'id=in.(1,4,99)', [1, 4]],
      ['in with quoted values', 'title=in.("Cléo from 5 to 7","Ikiru")', [1, 4]],
      ['is null', 'year=is.null', [5]],
      ['is not null', 'year=not.is.null', [1, 2, 3, 4]],
      ['isdistinct', 'mood=isdistinct.sad', [2, 3, 5]],
      ['fts', 'search=fts.samurai', [3]],
      ['fts with config', 'search=fts(english).witnesses', [2]],
      ['plfts', 'search=plfts.medical results', [1]],
      ['phfts', 'search=phfts(english).conflicting stories', [2]],
      ['wfts', 'search=wfts.farmers -paris', [3]],
      ['cs', 'tags=cs.{drama,mystery}', [2]],
      ['cd', 'tags=cd.{drama,action,paris}', [1, 3, 4, 5]],
      ['ov', 'tags=ov.{paris,action}', [1, 3]],
      ['ov list form', 'tags=ov.(mystery)', [2]],
      ['cs on jsonb', 'meta=cs.{"lang":"fr"}', [1]],
      ['sl', 'runtime=sl.[100,200)', [1, 2]],
      ['sr', 'runtime=sr.[100,200)', [3]],
      ['nxl', 'runtime=nxl.[89,100)', [1, 3, 4]],
      ['nxr', 'runtime=nxr.[100,300)', [1, 2, 3, 4]],
      ['adj', 'runtime=adj.[91,95)', [1]],
      ['eq(any)', 'id=eq(any).{1,3}', [1, 3]],
      ['like(all)', 'title=like(all).{*a*,*i*}', [3]],
      ['ilike(any)', 'title=ilike(any).{ik*,rash*}', [2, 4]],
      ['not', 'mood=not.eq.sad', [2, 3]],
      ['or', 'or=(year.lt.1951,id.eq.4)', [2, 4]],
      ['nested and in or', 'or=(id.eq.1,and(mood.eq.happy,rating.gt.8))', [1, 3]],
      ['not.or', 'not.or=(id.eq.1,id.eq.2)&id=lt.5', [3, 4]],
      ['and', 'and=(year.gt.1950,year.lt.1960)', [3, 4]],
      ['json path filter', 'meta->>lang=eq.ja', [2, 3, 4]],
      ['json path number', 'meta->awards->count=gt.2', [2, 3]],
      ['enum', 'mood=eq.happy', [3]],
      ['timestamp', 'released_at=gte.1954-01-01T00:00:00Z', [1, 3]],
      ['array element', 'tags=cs.{action}', [3]],
    ] as const)('%s', async (_name, query, expected) => {
      const response = await rest(backend, `films?select=id&order=id&${query}`);
      expect(response.status).toBe(200);
      expect(ids(await json(response))).toEqual(expected);
    });

    it('works through supabase-js filter builders', async () => {
      const { data } = await db
        .from('films')
        .select('id')
        .overlaps('tags', ['mystery', 'paris'])
        .order('id');
      expect(ids(data)).toEqual([1, 2]);
      const { data: matched } = await db
        .from('films')
        .select('id')
        .match({ mood: 'sad', year: 1952 });
      expect(ids(matched)).toEqual([4]);
      const { data: text } = await db
        .from('films')
        .select('id')
        .textSearch('search', "'samurai' | 'paris'", { config: 'english' })
        .order('id');
      expect(ids(text)).toEqual([1, 3]);
      const { data: filtered } = await db
        .from('films')
        .select('id')
        .filter('id', 'in', '(2,3)')
        .order('id');
      expect(ids(filtered)).toEqual([2, 3]);
    });

    it('rejects unknown operators and broken grammar with PGRST100', async () => {
      for (const query of [
        'id=foo.1',
        'id=eq',
        'or=(id.eq.1',
        'order=id.sideways',
        'select=id,',
        'limit=ten',
        'id=is.maybe',
      ]) {
        const response = await rest(backend, `films?${query}`);
        expect(response.status, query).toBe(400);
        expect((await json(response)).code, query).toBe('PGRST100');
      }
    });
  });

  describe('order and paging', () => {
    it('orders with direction and nulls placement', async () => {
      const asc = await json(await rest(backend, 'films?select=id&order=year.asc.nullsfirst'));
      expect(ids(asc)).toEqual([5, 2, 4, 3, 1]);
      const desc = await json(await rest(backend, 'films?select=id&order=year.desc.nullslast'));
      expect(ids(desc)).toEqual([1, 3, 4, 2, 5]);
      const multi = await json(
        await rest(backend, 'films?select=id&order=director_id.desc.nullslast,year.asc'),
      );
      expect(ids(multi)).toEqual([2, 4, 3, 1, 5]);
      const { data } = await db
        .from('films')
        .select('id')
        .order('rating', { ascending: false, nullsFirst: false });
      expect(ids(data)).toEqual([3, 4, 2, 1, 5]);
    });

    it('orders by a column of an embedded to-one resource', async () => {
      const rows = await json(
        await rest(
          backend,
          'films?select=id,directors(name)&order=directors(name).desc.nullslast,id&id=lt.4',
        ),
      );
      expect(ids(rows)).toEqual([2, 3, 1]);
    });

    it('pages with limit/offset and Range, reporting Content-Range', async () => {
      const limited = await rest(backend, 'films?select=id&order=id&limit=2&offset=1');
      expect(ids(await json(limited))).toEqual([2, 3]);
      expect(limited.headers.get('content-range')).toBe('1-2/*');
      const ranged = await rest(backend, 'films?select=id&order=id', {
        headers: { range: '3-10', 'range-unit': 'items' },
      });
      expect(ids(await json(ranged))).toEqual([4, 5]);
      expect(ranged.headers.get('content-range')).toBe('3-4/*');
      const { data, count, status } = await db
        .from('films')
        .select('id', { count: 'exact' })
        .order('id')
        .range(1, 2);
      expect(ids(data)).toEqual([2, 3]);
      expect(count).toBe(5);
      expect(status).toBe(206);
      const empty = await rest(backend, 'films?select=id&id=eq.99');
      expect(empty.headers.get('content-range')).toBe('*/*');
    });

    it('answers 416 for a range past the end and for inverted ranges', async () => {
      const past = await rest(backend, 'films?select=id&offset=10', {
        headers: { prefer: 'count=exact' },
      });
      expect(past.status).toBe(416);
      expect((await json(past)).code).toBe('PGRST103');
      const inverted = await rest(backend, 'films?select=id', { headers: { range: '5-2' } });
      expect(inverted.status).toBe(416);
    });

    it('caps responses at [api] max_rows', async () => {
      const response = await rest(backend, 'films?select=id&limit=1000');
      expect((await json(response)).length).toBe(5);
      expect(backend.context.config.api.max_rows).toBe(100);
    });

    it('counts with HEAD and every count preference', async () => {
      for (const count of ['exact', 'planned', 'estimated'] as const) {
        const { count: n, data } = await db.from('films').select('*', { count, head: true });
        expect(n, count).toBe(5);
        expect(data).toBeNull();
      }
    });
  });

  describe('response formats', () => {
    it('answers 406 PGRST116 when a single object is requested but not one row matches', async () => {
      const { error, status } = await db.from('films').select('id').eq('id', 99).single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(error?.details).toBe('The result contains 0 rows');
      const { data, error: none } = await db.from('films').select('id').eq('id', 99).maybeSingle();
      expect(data).toBeNull();
      expect(none).toBeNull();
    });

    it('strips null values on request', async () => {
      const { data } = await db.from('films').select('id,year,mood').eq('id', 5).stripNulls();
      expect(data).toEqual([{ id: 5 }]);
      const { data: single } = await db
        .from('films')
        .select('id,year')
        .eq('id', 5)
        .stripNulls()
        .single();
      expect(single).toEqual({ id: 5 });
    });

    it('produces CSV', async () => {
      const { data } = await db.from('directors').select('id,name,born').order('id').csv();
      expect(data).toBe(
        'id,name,born\n1,"Agnès Varda",1928-05-30\n2,"Akira Kurosawa",1910-03-23\n3,"Nobody Yet",',
      );
    });

    it('refuses query plans unless pgrst.db_plan_enabled is set for authenticator', async () => {
      const accept = 'application/vnd.pgrst.plan+json; for="application/json"';
      for (const key of [backend.anonKey, backend.serviceRoleKey]) {
        const refused = await rest(backend, 'films?select=id', {
          headers: { accept, apikey: key, authorization: `Bearer ${key}` },
        });
        expect(refused.status).toBe(406);
        expect((await json(refused)).code).toBe('PGRST107');
      }
      const { error } = await db.from('films').select('id').explain({ format: 'json' });
      expect(error?.code).toBe('PGRST107');
    });

    it('produces query plans once pgrst.db_plan_enabled is set (db-plan-enabled)', async () => {
      // Per database, as PostgreSQL roles are shared by every scratch database of the cluster.
      await backend.context.db.withAdmin(async (tx) => {
        const { rows } = await tx.query<{ db: string }>('select current_database() as db');
        await tx.query(
          `alter role authenticator in database "${rows[0]?.db}" set pgrst.db_plan_enabled = true`,
        );
        await tx.query("notify pgrst, 'reload config'");
      });
      await expect
        .poll(
          async () =>
            (
              await rest(backend, 'films?select=id', {
                headers: { accept: 'application/vnd.pgrst.plan+json' },
              })
            ).status,
        )
        .toBe(200);
      const { data, error } = await db
        .from('films')
        .select('id')
        .eq('id', 1)
        .explain({ format: 'json' });
      expect(error).toBeNull();
      expect(JSON.stringify(data)).toContain('Plan');
      const text = await rest(backend, 'films?select=id', {
        headers: { accept: 'application/vnd.pgrst.plan+text; for="application/json"' },
      });
      expect(text.headers.get('content-type')).toContain('application/vnd.pgrst.plan+text');
      expect(await text.text()).toMatch(/Scan/);
    });

    it('refuses media types it cannot produce with 406 PGRST107', async () => {
      const response = await rest(backend, 'films', { headers: { accept: 'image/png' } });
      expect(response.status).toBe(406);
      expect((await json(response)).code).toBe('PGRST107');
    });
  });

  describe('aggregates', () => {
    it('computes count(), sum(), avg(), min() and max(), grouped by the other columns', async () => {
      const { data } = await db
        .from('sales')
        .select(
          'region,total:amount.sum(),avg_qty:qty.avg(),smallest:amount.min(),largest:amount.max(),count()',
        )
        .order('region');
      expect(data).toEqual([
        { region: 'east', total: 100, avg_qty: 10, smallest: 100, largest: 100, count: 1 },
        { region: 'north', total: 30.5, avg_qty: 1.5, smallest: 10.5, largest: 20, count: 2 },
        { region: 'south', total: 12.5, avg_qty: 2, smallest: 5, largest: 7.5, count: 2 },
      ]);
      const { data: overall } = await db.from('sales').select('count(),qty.sum()').single();
      expect(overall).toEqual({ count: 5, sum: 17 });
    });
  });

  describe('schemas and the schema cache', () => {
    it('serves other exposed schemas through profiles and refuses the rest', async () => {
      const api = supabaseClient(backend, backend.anonKey, { schema: 'api' });
      const { data } = await api.from('widgets').select('label');
      expect(data).toEqual([{ label: 'gear' }]);
      const hidden = await rest(backend, 'users', { headers: { 'accept-profile': 'auth' } });
      expect(hidden.status).toBe(406);
      expect((await json(hidden)).code).toBe('PGRST106');
    });

    it('reports unknown tables as PGRST205 with a hint', async () => {
      const { error, status } = await db.from('Films').select();
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST205');
      expect(error?.hint).toBe("Perhaps you meant the table 'public.films'");
    });

    it('reloads after DDL, as hosted Supabase does', async () => {
      await backend.context.db.withAdmin((tx) =>
        tx.exec(
          'create table public.after_ddl (id int primary key); insert into public.after_ddl values (3)',
        ),
      );
      await expect
        .poll(async () => (await db.from('after_ddl').select()).data)
        .toEqual([{ id: 3 }]);
    });

    it("reloads on NOTIFY pgrst, 'reload schema'", async () => {
      await backend.context.db.withAdmin((tx) =>
        tx.exec(
          'alter event trigger pgrst_ddl_watch disable; ' +
            'create table public.late_arrival (id int primary key); insert into public.late_arrival values (7); ' +
            'alter event trigger pgrst_ddl_watch enable',
        ),
      );
      expect((await db.from('late_arrival').select()).error?.code).toBe('PGRST205');
      await backend.context.db.withAdmin((tx) => tx.exec("notify pgrst, 'reload schema'"));
      await expect
        .poll(async () => (await db.from('late_arrival').select()).data)
        .toEqual([{ id: 7 }]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { connect, createUser, firstStatus, Inbox, subscribed, type TestClient } from './helpers.js';

/** What supabase-js hands a postgres_changes listener. */
interface Change {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

interface SystemMessage {
  extension?: string;
  status?: string;
  message?: string;
}

const projectDir = tempProject({
  '20240101000000_notes.sql': `
    create table public.notes (
      id int primary key,
      title text not null,
      done boolean,
      score int,
      body text,
      secret text
    );
    revoke select on public.notes from anon;
    grant select (id, title, done, score, body) on public.notes to anon;
    create table public.kept (id int primary key, label text not null, extra text);
    alter table public.kept replica identity full;
    create table public.guarded (id int primary key, owner text not null, note text);
    alter table public.guarded replica identity full;
    alter table public.guarded enable row level security;
    create policy "everyone reads" on public.guarded for select using (true);
    create table public.unpublished (id int primary key);
    alter publication supabase_realtime add table public.notes, public.kept, public.guarded;
  `,
});

const NOT_ENABLED =
  'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ';
const EXCEPTION =
  'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ';

describe.each(engines)('realtime postgres_changes filters and columns on %s', (engine) => {
  let backend: TestBackend;
  const clients: TestClient[] = [];
  const client = async () => {
    const created = await connect(backend);
    clients.push(created);
    return created;
  };
  const sql = (text: string, params: unknown[] = []) =>
    backend.context.db.withAdmin((tx) => tx.query(text, params));

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  /** Subscribes one binding per filter (plus an unfiltered one) on `table` for `event`. */
  async function subscribeFilters(
    name: string,
    table: string,
    event: 'INSERT' | 'DELETE',
    filters: Record<string, string>,
  ) {
    const anon = await client();
    const inboxes = Object.fromEntries(
      Object.keys(filters).map((key) => [key, new Inbox<Change>()]),
    );
    const everything = new Inbox<Change>();
    let channel = anon.supabase
      .channel(name)
      .on('postgres_changes', { event, schema: 'public', table }, everything.push);
    for (const [key, filter] of Object.entries(filters)) {
      channel = channel.on('postgres_changes', { event, schema: 'public', table, filter }, (c) =>
        inboxes[key]?.push(c),
      );
    }
    await subscribed(channel);
    return { inboxes, everything };
  }

  it('fires like, ilike, match, imatch, is, isdistinct, not. and AND as PostgreSQL evaluates them', async () => {
    const filters = {
      like: 'title=like.Ap%',
      ilike: 'title=ilike.ap%',
      match: 'title=match.^[A-Z]p',
      imatch: 'title=imatch.^AP',
      isNull: 'body=is.null',
      isTrue: 'done=is.true',
      notIsNull: 'body=not.is.null',
      isdistinct: 'score=isdistinct.2',
      notIsdistinct: 'score=not.isdistinct.2',
      notEq: 'score=not.eq.2',
      notIn: 'title=not.in.(Apple,"Ban,ana")',
      quoted: 'title=eq."Ban,ana"',
      and: 'score=gt.1, score=lt.4',
    };
    const { inboxes, everything } = await subscribeFilters('ops', 'notes', 'INSERT', filters);
    await sql(
      `insert into public.notes (id, title, done, score, body) values
         (1, 'Apple', true, 1, null), (2, 'apricot', false, 2, 'x'), (3, 'Ban,ana', null, 3, null),
         (4, 'Cherry', true, null, 'y'), (5, 'APPLE pie', false, 5, null)`,
    );
    // One statement, five changes in order: once the last reached the unfiltered binding,
    // every filtered binding has all it will get.
    await everything.next((change) => change.new.id === 5);
    const ids = (key: string) => inboxes[key]?.items.map((change) => change.new.id);
    expect(ids('like')).toEqual([1]);
    expect(ids('ilike')).toEqual([1, 2, 5]);
    expect(ids('match')).toEqual([1]);
    expect(ids('imatch')).toEqual([1, 2, 5]);
    expect(ids('isNull')).toEqual([1, 3, 5]);
    expect(ids('isTrue')).toEqual([1, 4]);
    expect(ids('notIsNull')).toEqual([2, 4]);
    expect(ids('isdistinct')).toEqual([1, 3, 4, 5]);
    expect(ids('notIsdistinct')).toEqual([2]);
    // NOT of a comparison with NULL is still not true: row 4 (score null) is not sent.
    expect(ids('notEq')).toEqual([1, 3, 5]);
    expect(ids('notIn')).toEqual([2, 4, 5]);
    expect(ids('quoted')).toEqual([3]);
    expect(ids('and')).toEqual([2, 3]);
  });

  it('filters a DELETE on its replica identity and fails closed on columns it lacks', async () => {
    await sql(
      `insert into public.notes (id, title, score) values (20, 'gone', 7), (21, 'kept', 7)`,
    );
    await sql(`insert into public.kept values (20, 'gone', 'a'), (21, 'kept', 'b')`);
    const notes = await subscribeFilters('notes-deletes', 'notes', 'DELETE', {
      key: 'id=eq.20',
      other: 'title=eq.gone',
    });
    const kept = await subscribeFilters('kept-deletes', 'kept', 'DELETE', {
      other: 'label=like.go%',
    });
    await sql('delete from public.notes where id in (20, 21)');
    await sql('delete from public.kept where id in (20, 21)');
    await notes.everything.next((change) => change.old.id === 21);
    await kept.everything.next((change) => change.old.id === 21);
    expect(notes.inboxes.key?.items.map((change) => change.old)).toEqual([{ id: 20 }]);
    // Without REPLICA IDENTITY FULL the old row has only the key: `title` cannot match.
    expect(notes.inboxes.other?.items).toEqual([]);
    expect(kept.inboxes.other?.items.map((change) => change.old)).toEqual([
      { id: 20, label: 'gone', extra: 'a' },
    ]);
  });

  it('delivers only the selected columns and the primary key', async () => {
    const anon = await client();
    const picked = new Inbox<Change>();
    const whole = new Inbox<Change>();
    const guarded = new Inbox<Change>();
    const binding = { event: '*', schema: 'public', table: 'kept' } as const;
    await subscribed(
      anon.supabase
        .channel('columns')
        .on('postgres_changes', { ...binding, select: ['label'] }, picked.push)
        .on('postgres_changes', binding, whole.push)
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'guarded', select: ['note'] },
          guarded.push,
        ),
    );
    // Each change is re-selected when delivered: wait for it before the row changes again.
    await sql(`insert into public.kept values (30, 'first', 'big')`);
    expect((await picked.next()).new).toEqual({ id: 30, label: 'first' });
    await sql(`update public.kept set label = 'second' where id = 30`);
    const update = await picked.next();
    expect(update.new).toEqual({ id: 30, label: 'second' });
    expect(update.old).toEqual({ id: 30, label: 'first' });
    await sql('delete from public.kept where id = 30');
    expect(await picked.next()).toMatchObject({
      eventType: 'DELETE',
      old: { id: 30, label: 'second' },
    });
    await sql(`insert into public.guarded values (30, 'alice', 'hidden')`);
    await sql('delete from public.guarded where id = 30');
    expect((await whole.next()).new).toEqual({ id: 30, label: 'first', extra: 'big' });
    // With RLS on, a DELETE carries the primary key only, whatever the replica identity.
    expect((await guarded.next()).old).toEqual({ id: 30 });
  });

  it("delivers only the columns the subscriber's role may select", async () => {
    const anonGot = new Inbox<Change>();
    const userGot = new Inbox<Change>();
    const binding = { event: 'INSERT', schema: 'public', table: 'notes' } as const;
    await subscribed(
      (await client()).supabase.channel('grants').on('postgres_changes', binding, anonGot.push),
    );
    const user = await createUser(backend);
    const signedIn = await connect(backend, { token: user.token });
    clients.push(signedIn);
    await subscribed(
      signedIn.supabase.channel('grants').on('postgres_changes', binding, userGot.push),
    );
    await sql(`insert into public.notes (id, title, secret) values (50, 'granted', 's')`);
    // anon was granted every column but `secret`; authenticated has the whole table.
    expect((await anonGot.next()).new).toEqual({
      id: 50,
      title: 'granted',
      done: null,
      score: null,
      body: null,
    });
    expect((await userGot.next()).new).toMatchObject({ id: 50, secret: 's' });
  });

  it('subscribes a whole schema, and the public schema when only a table is named', async () => {
    const anon = await client();
    const schemaWide = new Inbox<Change & { table: string }>();
    const tableOnly = new Inbox<Change & { table: string }>();
    await subscribed(
      anon.supabase
        .channel('wide')
        .on('postgres_changes', { event: 'INSERT', schema: 'public' }, schemaWide.push)
        .on('postgres_changes', { event: 'INSERT', table: 'kept' } as never, tableOnly.push),
    );
    await sql(`insert into public.notes (id, title) values (40, 'wide')`);
    await sql(`insert into public.kept values (40, 'wide', null)`);
    expect((await schemaWide.next()).table).toBe('notes');
    expect((await schemaWide.next()).table).toBe('kept');
    expect(await tableOnly.next()).toMatchObject({ table: 'kept', new: { id: 40 } });
    expect(tableOnly.items).toEqual([]);
  });

  /** The `system` message a binding gets, with its other parameters. */
  async function refusal(binding: Record<string, unknown>): Promise<string | undefined> {
    const anon = await client();
    const system = new Inbox<SystemMessage>();
    await subscribed(
      anon.supabase
        .channel(`refused-${Math.random()}`)
        .on('postgres_changes', { event: '*', schema: 'public', ...binding } as never, () => {})
        .on('system', {}, system.push),
    );
    const message = await system.next();
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    return message.message;
  }

  it.each([
    ['an unknown operator', 'score=foo.1', 'Error parsing `filter` params: ["foo", "1"]'],
    ['a PostgREST-only operator', 'title=cs.{a}', 'Error parsing `filter` params: ["cs", "{a}"]'],
    ['a condition without =', 'undefined', 'Error parsing `filter` params: ["undefined"]'],
    ['an operator without a value', 'score=eq', 'Error parsing `filter` params: ["eq"]'],
    [
      'an empty condition',
      'score=eq.1,',
      'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)',
    ],
    [
      'in without parentheses',
      'score=in.1',
      'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    ],
  ])('refuses %s before touching the database', async (_, filter, message) => {
    expect(await refusal({ table: 'notes', filter })).toBe(message);
  });

  it.each([
    [
      'score=eq.abc',
      'ERROR 22P02 (invalid_text_representation) invalid input syntax for type integer: "abc"',
    ],
    [
      'score=is.true',
      'ERROR P0001 (raise_exception) is true filter requires a boolean column, got integer',
    ],
    [
      'body=is.maybe',
      'ERROR P0001 (raise_exception) invalid value for is filter: must be null, true, false, or unknown',
    ],
    [
      'score=like.1%',
      'ERROR P0001 (raise_exception) operator like requires a text-compatible column type, got integer',
    ],
    [
      'title=match.(',
      'ERROR P0001 (raise_exception) invalid regular expression for match filter: ',
    ],
    ['secret=eq.x', 'ERROR P0001 (raise_exception) invalid column for filter secret'],
    [
      `id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`,
      'ERROR P0001 (raise_exception) too many values for `in` filter. Maximum 100',
    ],
  ])('refuses the filter %s with the database exception', async (filter, exception) => {
    const message = await refusal({ table: 'notes', filter });
    expect(message).toContain(`${EXCEPTION}[event: *, schema: public, table: notes, filters: [{`);
    expect(message).toContain(`, select: nil]. Exception: ${exception}`);
  });

  it('refuses bad column selections as Realtime does', async () => {
    expect(await refusal({ table: 'notes', select: 'title' })).toBe(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
    expect(await refusal({ select: ['id'] })).toBe(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
    expect(await refusal({ table: 'notes', select: ['secret'] })).toBe(
      `${EXCEPTION}[event: *, schema: public, table: notes, filters: [], select: ["secret"]]. Exception: ERROR P0001 (raise_exception) invalid column for select secret`,
    );
  });

  it('refuses the join itself when postgres_changes_options.wait is set', async () => {
    const anon = await client();
    const waiting = (name: string, table: string) =>
      anon.supabase
        .channel(name, { config: { postgres_changes_options: { wait: true } } } as never)
        .on('postgres_changes', { event: '*', schema: 'public', table }, () => {});
    const refused = await firstStatus(waiting('wait-refused', 'unpublished'));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe(
      `RealtimeDisabledForConfiguration: ${NOT_ENABLED}[event: *, schema: public, table: unpublished, filters: [], select: nil]`,
    );
    const system = new Inbox<SystemMessage>();
    await subscribed(waiting('wait-ok', 'notes').on('system', {}, system.push));
    expect(await system.next()).toMatchObject({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
  });

  it('refuses a table outside the supabase_realtime publication', async () => {
    expect(await refusal({ table: 'unpublished' })).toBe(
      `${NOT_ENABLED}[event: *, schema: public, table: unpublished, filters: [], select: nil]`,
    );
  });
});

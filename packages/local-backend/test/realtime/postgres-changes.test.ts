import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { connect, createUser, Inbox, subscribed, type TestClient } from './helpers.js';

/** What supabase-js hands a postgres_changes listener. */
interface Change {
  eventType: string;
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: unknown;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

const projectDir = tempProject({
  '20240101000000_items.sql': `
    -- No RLS: every API role may read it.
    create table public.items (
      id int primary key,
      label text not null,
      qty int not null default 0,
      tags text[] not null default '{}',
      meta jsonb,
      seen_at timestamptz
    );
    create table public.archive (id int primary key, label text not null);
    alter table public.archive replica identity full;
    create table public.unpublished (id int primary key);
    create table public.logs (msg text not null, note text);
    create table public.staff_only (id int primary key);
    revoke select on public.staff_only from anon;
    alter publication supabase_realtime add table public.items, public.archive, public.logs,
      public.staff_only;
  `,
  '20240102000000_boards.sql': `
    create table public.board_members (board text not null, user_id uuid not null,
      primary key (board, user_id));
    create table public.tasks (
      id int primary key,
      board text not null,
      title text not null
    );
    alter table public.tasks enable row level security;
    create policy "members read their boards' tasks" on public.tasks for select
      using (exists (select 1 from public.board_members m
                     where m.board = tasks.board and m.user_id = auth.uid()));
    alter publication supabase_realtime add table public.tasks;
  `,
});

describe.each(engines)('realtime postgres changes on %s', (engine) => {
  let backend: TestBackend;
  const clients: TestClient[] = [];
  const client = async (token?: string) => {
    const created = await connect(backend, { token });
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

  it('delivers INSERT, UPDATE and DELETE with typed columns', async () => {
    const anon = await client();
    const changes = new Inbox<Change>();
    const system = new Inbox<{ message?: string; status?: string }>();
    const channel = anon.supabase
      .channel('items-all')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'items' }, changes.push)
      .on('system', {}, system.push);
    await subscribed(channel);
    expect(await system.next()).toMatchObject({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });

    await sql(
      `insert into public.items (id, label, qty, tags, meta, seen_at)
       values (1, 'first', 5, '{a,b}', '{"k": [1, 2]}', '2024-05-01 10:00:00+00')`,
    );
    const insert = await changes.next();
    expect(insert).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'items',
      new: { id: 1, label: 'first', qty: 5, tags: ['a', 'b'], meta: { k: [1, 2] } },
      old: {},
      errors: null,
    });
    expect(Date.parse(String((insert.new as { seen_at: string }).seen_at))).toBe(
      Date.parse('2024-05-01T10:00:00Z'),
    );
    expect(Number.isNaN(Date.parse(insert.commit_timestamp))).toBe(false);

    await sql(`update public.items set qty = 6 where id = 1`);
    const update = await changes.next();
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id: 1, qty: 6 } });
    // Without REPLICA IDENTITY FULL the old record is the primary key only.
    expect(update.old).toEqual({ id: 1 });

    await sql(`delete from public.items where id = 1`);
    const removed = await changes.next();
    expect(removed).toMatchObject({ eventType: 'DELETE', new: {} });
    expect(removed.old).toEqual({ id: 1 });
  });

  it('sends the full old record with REPLICA IDENTITY FULL and honours the event', async () => {
    const anon = await client();
    const deletes = new Inbox<Change>();
    const inserts = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('archive')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'archive' },
          deletes.push,
        )
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'archive' },
          inserts.push,
        ),
    );
    await sql(`insert into public.archive values (1, 'kept')`);
    // Each change is re-selected when delivered: wait for it before the row goes away.
    expect((await inserts.next()).new).toEqual({ id: 1, label: 'kept' });
    await sql(`update public.archive set label = 'changed' where id = 1`);
    await sql(`delete from public.archive where id = 1`);
    const removed = await deletes.next();
    expect(removed.old).toEqual({ id: 1, label: 'changed' });
    // The DELETE came after the UPDATE: the INSERT-only binding got nothing more.
    expect(inserts.items).toEqual([]);
    expect(deletes.items).toEqual([]);
  });

  it('applies eq, neq, lt, lte, gt, gte and in filters', async () => {
    const anon = await client();
    const filters = {
      eq: 'qty=eq.3',
      neq: 'qty=neq.3',
      lt: 'qty=lt.3',
      lte: 'qty=lte.3',
      gt: 'qty=gt.3',
      gte: 'qty=gte.3',
      in: 'label=in.(two,"four")',
    };
    const inboxes = Object.fromEntries(
      Object.keys(filters).map((name) => [name, new Inbox<Change>()]),
    );
    const everything = new Inbox<Change>();
    let channel = anon.supabase
      .channel('filters')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'items' },
        everything.push,
      );
    for (const [name, filter] of Object.entries(filters)) {
      channel = channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'items', filter },
        (change) => inboxes[name]?.push(change),
      );
    }
    await subscribed(channel);
    const labels = ['one', 'two', 'three', 'four', 'five'];
    for (const [index, label] of labels.entries()) {
      await sql('insert into public.items (id, label, qty) values ($1, $2, $3)', [
        100 + index + 1,
        label,
        index + 1,
      ]);
    }
    // Every push for one change reaches the socket before the next change's: once the
    // unfiltered binding has the last row, each filtered binding has all it will get.
    await everything.next((change) => change.new.id === 105);
    const qtys = (name: string) => inboxes[name]?.items.map((change) => change.new.qty);
    expect(qtys('eq')).toEqual([3]);
    expect(qtys('neq')).toEqual([1, 2, 4, 5]);
    expect(qtys('lt')).toEqual([1, 2]);
    expect(qtys('lte')).toEqual([1, 2, 3]);
    expect(qtys('gt')).toEqual([4, 5]);
    expect(qtys('gte')).toEqual([3, 4, 5]);
    expect(inboxes.in?.items.map((change) => change.new.label)).toEqual(['two', 'four']);
  });

  it('filters UPDATE and DELETE events too', async () => {
    const anon = await client();
    const updates = new Inbox<Change>();
    const deletes = new Inbox<Change>();
    const everything = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('filtered-updates')
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'items', filter: 'qty=gte.10' },
          updates.push,
        )
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'archive', filter: 'label=eq.gone' },
          deletes.push,
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'archive' },
          everything.push,
        ),
    );
    await sql(`insert into public.items (id, label, qty) values (300, 'a', 1), (301, 'b', 1)`);
    await sql('update public.items set qty = 5 where id = 300');
    await sql('update public.items set qty = 12 where id = 301');
    expect((await updates.next()).new).toMatchObject({ id: 301, qty: 12 });
    expect(updates.items).toEqual([]);

    // archive has REPLICA IDENTITY FULL, so a DELETE's old record can be filtered.
    await sql(`insert into public.archive values (300, 'kept'), (301, 'gone')`);
    await sql('delete from public.archive where id in (300, 301)');
    await everything.next((change) => change.eventType === 'DELETE' && change.old.id === 300);
    await everything.next((change) => change.eventType === 'DELETE' && change.old.id === 301);
    expect(deletes.items.map((change) => change.old)).toEqual([{ id: 301, label: 'gone' }]);
  });

  it('reports a filter on an unknown column as a postgres_changes error', async () => {
    const anon = await client();
    const system = new Inbox<{ extension?: string; status?: string; message?: string }>();
    await subscribed(
      anon.supabase
        .channel('bad-filter')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'items', filter: 'nope=eq.1' },
          () => {},
        )
        .on('system', {}, system.push),
    );
    expect(await system.next()).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. An exception happened so please ' +
        'check your connect parameters: [event: *, schema: public, table: items, filters: ' +
        '[{"nope", "eq", "1", false}], select: nil]. Exception: ERROR P0001 (raise_exception) ' +
        'invalid column for filter nope',
    });
  });

  it.each([
    ['an unknown table', { schema: 'public', table: 'nope' }, 'table: nope'],
    ['an unknown schema', { schema: 'nowhere', table: 'items' }, 'schema: nowhere'],
    ['all tables of an unknown schema', { schema: 'nowhere' }, 'table: *'],
  ])('answers a subscription to %s with Realtime subscription error', async (_, where, detail) => {
    const anon = await client();
    const system = new Inbox<{ extension?: string; status?: string; message?: string }>();
    await subscribed(
      anon.supabase
        .channel(`unknown-${detail}`)
        .on('postgres_changes', { event: '*', ...where }, () => {})
        .on('system', {}, system.push),
    );
    const reply = await system.next();
    expect(reply).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(reply.message).toMatch(
      /^Unable to subscribe to changes with given parameters\. Please check Realtime is enabled for the given connect parameters: \[event: \*, schema: /,
    );
    expect(reply.message).toContain(detail);
  });

  it('delivers rows too large for a NOTIFY payload', async () => {
    const anon = await client();
    const changes = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('big-rows')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'items' },
          changes.push,
        ),
    );
    await sql('insert into public.items (id, label) values (500, $1)', ['y'.repeat(20_000)]);
    const change = await changes.next();
    expect(change.new.label).toHaveLength(20_000);
    const left = await sql('select count(*)::int as n from realtime.change_overflow');
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('re-selects rows of a table without a primary key by their whole record', async () => {
    const anon = await client();
    const changes = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('logs')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'logs' }, changes.push),
    );
    await sql(`insert into public.logs values ('hello', null)`);
    expect((await changes.next()).new).toEqual({ msg: 'hello', note: null });
  });

  it('sends DELETE events only to roles with SELECT on the table', async () => {
    const anon = await client();
    const got = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('staff-only')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'staff_only' },
          got.push,
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'items' }, got.push),
    );
    const user = await createUser(backend);
    const staff = await client(user.token);
    const staffGot = new Inbox<Change>();
    await subscribed(
      staff.supabase
        .channel('staff-only')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'staff_only' },
          staffGot.push,
        ),
    );
    await sql('insert into public.staff_only values (1)');
    await sql(`insert into public.items (id, label) values (700, 'marker')`);
    await sql('delete from public.staff_only where id = 1');
    await sql('delete from public.items where id = 700');
    expect((await staffGot.next()).old).toEqual({ id: 1 });
    // The marker's DELETE came after the hidden one: anon got only the marker.
    expect((await got.next()).table).toBe('items');
    expect(got.items).toEqual([]);
  });

  it('picks up a table published after start-up', async () => {
    await sql('create table public.late (id int primary key, note text)');
    await sql('alter publication supabase_realtime add table public.late');
    const anon = await client();
    const changes = new Inbox<Change>();
    await subscribed(
      anon.supabase
        .channel('late')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'late' }, changes.push),
    );
    await sql(`insert into public.late values (1, 'hello')`);
    expect((await changes.next()).new).toEqual({ id: 1, note: 'hello' });
  });

  it('gives each user only the rows RLS lets them read, re-checked at every change', async () => {
    const alice = await createUser(backend);
    const bob = await createUser(backend);
    await sql(`insert into public.board_members values ('red', $1), ('green', $1), ('blue', $2)`, [
      alice.id,
      bob.id,
    ]);
    const aliceClient = await client(alice.token);
    const bobClient = await client(bob.token);
    const anonClient = await client();
    const aliceGot = new Inbox<Change>();
    const bobGot = new Inbox<Change>();
    const anonGot = new Inbox<Change>();
    const binding = { event: '*', schema: 'public', table: 'tasks' } as const;
    await subscribed(
      aliceClient.supabase.channel('tasks').on('postgres_changes', binding, aliceGot.push),
    );
    await subscribed(
      bobClient.supabase.channel('tasks').on('postgres_changes', binding, bobGot.push),
    );
    await subscribed(
      anonClient.supabase
        .channel('tasks')
        .on('postgres_changes', binding, anonGot.push)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'items' },
          anonGot.push,
        ),
    );

    await sql(`insert into public.tasks values (1, 'red', 'alice sees this')`);
    await sql(`insert into public.tasks values (2, 'blue', 'bob sees this')`);
    expect((await aliceGot.next()).new).toMatchObject({ id: 1, board: 'red' });
    expect((await bobGot.next()).new).toMatchObject({ id: 2, board: 'blue' });
    // Changes arrive in commit order, so each first event proves the other row was skipped.
    expect(aliceGot.items).toEqual([]);
    expect(bobGot.items).toEqual([]);

    // Alice leaves the red board: from the next change on, red rows no longer reach her.
    await sql(`delete from public.board_members where board = 'red' and user_id = $1`, [alice.id]);
    await sql(`insert into public.tasks values (3, 'red', 'nobody sees this')`);
    await sql(`insert into public.tasks values (4, 'green', 'alice still sees this')`);
    expect((await aliceGot.next()).new).toMatchObject({ id: 4 });
    expect(aliceGot.items).toEqual([]);

    await sql(`update public.tasks set title = 'renamed' where id = 2`);
    expect(await bobGot.next()).toMatchObject({ eventType: 'UPDATE', new: { id: 2 } });
    expect(bobGot.items).toEqual([]);
    // Anonymous users are in no board: a later visible-to-all change proves they got nothing.
    await sql(`insert into public.items (id, label) values (900, 'marker')`);
    expect(await anonGot.next()).toMatchObject({ table: 'items', new: { id: 900 } });
    expect(anonGot.items).toEqual([]);
  });
});

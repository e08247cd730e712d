import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import {
  connect,
  createUser,
  firstStatus,
  Inbox,
  subscribed,
  type TestClient,
  type TestUser,
} from './helpers.js';

interface Broadcast {
  event: string;
  payload: Record<string, unknown>;
  meta?: { id?: string };
}

/** Keeps what a test checks of a received broadcast. */
const toBroadcast = (message: { event: string; [key: string]: unknown }): Broadcast => ({
  event: message.event,
  payload: message.payload as Record<string, unknown>,
  meta: message.meta as Broadcast['meta'],
});

const projectDir = tempProject({
  '20240101000000_rooms.sql': `
    create table public.room_members (
      room text not null,
      user_id uuid not null,
      can_write boolean not null default true,
      primary key (room, user_id)
    );
    -- Members of room X may read the private topic room:X; writers may also send on it.
    create policy "members read their rooms" on realtime.messages for select to authenticated
      using (exists (select 1 from public.room_members m
                     where m.user_id = auth.uid() and 'room:' || m.room = realtime.topic()));
    create policy "writers send to their rooms" on realtime.messages for insert to authenticated
      with check (exists (select 1 from public.room_members m
                          where m.user_id = auth.uid() and m.can_write
                            and 'room:' || m.room = realtime.topic()));

    create table public.docs (id int primary key, room text not null, body text not null);
    create function public.broadcast_doc_change() returns trigger
    language plpgsql security definer set search_path = '' as $$
    begin
      perform realtime.broadcast_changes(
        'room:' || coalesce(new.room, old.room), tg_op, tg_op, tg_table_name, tg_table_schema,
        new, old
      );
      return null;
    end
    $$;
    create trigger docs_broadcast after insert or update or delete on public.docs
      for each row execute function public.broadcast_doc_change();
  `,
});

describe.each(engines)('realtime private channels on %s', (engine) => {
  let backend: TestBackend;
  let alice: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let bob: TestUser;
  const clients: TestClient[] = [];
  const client = async (token?: string) => {
    const created = await connect(backend, { token });
    clients.push(created);
    return created;
  };
  const sql = (text: string, params: unknown[] = []) =>
    backend.context.db.withAdmin((tx) => tx.query(text, params));
  const privateRoom = (user: TestClient, name: string, inbox?: Inbox<Broadcast>) =>
    user.supabase
      .channel(name, { config: { private: true, broadcast: { ack: true } } })
      .on('broadcast', { event: '*' }, (message) => inbox?.push(toBroadcast(message)));

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    [alice, carol, dave, bob] = await Promise.all([
      createUser(backend),
      createUser(backend),
      createUser(backend),
      createUser(backend),
    ]);
    await sql(
      `insert into public.room_members (room, user_id, can_write)
       values ('a', $1, true), ('a', $2, true), ('a', $3, false), ('b', $4, true)`,
      [alice.id, carol.id, dave.id, bob.id],
    );
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  it('lets members join and refuses everyone else as Realtime does', async () => {
    await subscribed(privateRoom(await client(alice.token), 'room:a'));

    const refused = await firstStatus(privateRoom(await client(bob.token), 'room:a'));
    expect(refused.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    expect(refused.error?.message).toContain(
      'You do not have permissions to read from this Channel topic: room:a',
    );

    const anonymous = await firstStatus(privateRoom(await client(), 'room:a'));
    expect(anonymous.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
  });

  it('relays broadcasts between writers and refuses readers without INSERT rights', async () => {
    const carolInbox = new Inbox<Broadcast>();
    const aliceChannel = await subscribed(privateRoom(await client(alice.token), 'room:a'));
    await subscribed(privateRoom(await client(carol.token), 'room:a', carolInbox));
    const daveChannel = await subscribed(privateRoom(await client(dave.token), 'room:a'));

    expect(
      await daveChannel.send({ type: 'broadcast', event: 'note', payload: { from: 'dave' } }),
    ).toBe('error');
    expect(
      await aliceChannel.send({ type: 'broadcast', event: 'note', payload: { from: 'alice' } }),
    ).toBe('ok');
    expect((await carolInbox.next()).payload).toEqual({ from: 'alice' });
    expect(carolInbox.items).toEqual([]);
  });

  it('lets only writers track presence on a private channel', async () => {
    const watcher = await client(carol.token);
    const joins = new Inbox<string>();
    const carolChannel = watcher.supabase
      .channel('room:a', { config: { private: true, presence: { key: 'carol' } } })
      .on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    await subscribed(carolChannel);
    const daveChannel = (await client(dave.token)).supabase.channel('room:a', {
      config: { private: true, presence: { key: 'dave' } },
    });
    await subscribed(daveChannel);
    expect(await daveChannel.track({ status: 'reading' })).toBe('error');
    const aliceChannel = (await client(alice.token)).supabase.channel('room:a', {
      config: { private: true, presence: { key: 'alice' } },
    });
    await subscribed(aliceChannel);
    expect(await aliceChannel.track({ status: 'writing' })).toBe('ok');
    // Private presence is listed under the verified user, not the client's chosen key.
    expect(await joins.next()).toBe(alice.id);
    expect(joins.items).toEqual([]);
  });

  it('delivers broadcast_changes from a trigger to authorised subscribers only, after commit', async () => {
    const aliceInbox = new Inbox<Broadcast>();
    const outsiderInbox = new Inbox<Broadcast>();
    await subscribed(privateRoom(await client(alice.token), 'room:a', aliceInbox));
    // Bob reads room:b only; the public channel of the same name is a different room.
    const bobClient = await client(bob.token);
    await subscribed(
      bobClient.supabase
        .channel('room:a')
        .on('broadcast', { event: '*' }, (message) => outsiderInbox.push(toBroadcast(message))),
    );
    await subscribed(privateRoom(bobClient, 'room:b', outsiderInbox));

    // A rolled-back transaction broadcasts nothing.
    await expect(
      backend.context.db.withAdmin(async (tx) => {
        await tx.query(`insert into public.docs values (1, 'a', 'never committed')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    await sql(`insert into public.docs values (2, 'a', 'committed')`);
    const insert = await aliceInbox.next();
    expect(insert.event).toBe('INSERT');
    expect(insert.payload).toMatchObject({
      operation: 'INSERT',
      schema: 'public',
      table: 'docs',
      record: { id: 2, room: 'a', body: 'committed' },
      old_record: null,
    });
    expect(typeof insert.payload.id).toBe('string');
    expect(insert.meta?.id).toBe(insert.payload.id);
    // The committed row was the first message: the rolled-back one never went out.
    expect(aliceInbox.items).toEqual([]);

    await sql(`update public.docs set body = 'edited' where id = 2`);
    expect((await aliceInbox.next()).payload).toMatchObject({
      operation: 'UPDATE',
      record: { body: 'edited' },
      old_record: { body: 'committed' },
    });

    // realtime.send on public topics reaches public channels: a marker for Bob's socket.
    await sql(`select realtime.send('{"n": 1}'::jsonb, 'marker', 'room:a', false)`);
    expect((await outsiderInbox.next()).event).toBe('marker');
    expect(outsiderInbox.items).toEqual([]);

    await sql(`select realtime.send('{"big": true}'::jsonb, 'direct', 'room:a', true)`);
    expect(await aliceInbox.next()).toMatchObject({ event: 'direct', payload: { big: true } });
  });

  it('carries payloads too large for a NOTIFY', async () => {
    const aliceInbox = new Inbox<Broadcast>();
    await subscribed(privateRoom(await client(alice.token), 'room:a', aliceInbox));
    const body = 'x'.repeat(20_000);
    await sql(`insert into public.docs values (3, 'a', $1)`, [body]);
    const message = await aliceInbox.next();
    expect((message.payload.record as { body: string }).body).toHaveLength(20_000);
  });
});

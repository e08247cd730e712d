import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import {
  connect,
  createUser,
  Inbox,
  subscribed,
  type TestClient,
  type TestUser,
} from './helpers.js';

const projectDir = tempProject({
  '20240101000000_rooms.sql': `
    create table public.room_members (room text not null, user_id uuid not null,
      primary key (room, user_id));
    grant select on public.room_members to authenticated;
    create policy "members read their rooms" on realtime.messages for select to authenticated
      using (exists (select 1 from public.room_members m
                     where m.user_id = auth.uid() and 'room:' || m.room = realtime.topic()));
    create policy "members track presence in their rooms" on realtime.messages
      for insert to authenticated
      with check (realtime.messages.extension = 'presence' and exists (
        select 1 from public.room_members m
        where m.user_id = auth.uid() and 'room:' || m.room = realtime.topic()));
  `,
});

describe.each(engines)('realtime access that changes on %s', (engine) => {
  let backend: TestBackend;
  let alice: TestUser;
  let bob: TestUser;
  const clients: TestClient[] = [];
  const client = async (token: string) => {
    const created = await connect(backend, { token });
    clients.push(created);
    return created;
  };
  const sql = (text: string, params: unknown[] = []) =>
    backend.context.db.withAdmin((tx) => tx.query(text, params));

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    [alice, bob] = await Promise.all([createUser(backend), createUser(backend)]);
    await sql(`insert into public.room_members values ('a', $1), ('a', $2)`, [alice.id, bob.id]);
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  it('lists private presence under the verified user, not the key the client chose', async () => {
    const joins = new Inbox<string>();
    const watcher = (await client(alice.token)).supabase
      .channel('room:a', { config: { private: true, presence: { key: 'alice' } } })
      .on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    await subscribed(watcher);
    const forger = (await client(bob.token)).supabase.channel('room:a', {
      config: { private: true, presence: { key: alice.id } },
    });
    await subscribed(forger);
    expect(await forger.track({ user_id: alice.id })).toBe('ok');
    expect(await joins.next()).toBe(bob.id);
  });

  it('refuses client broadcasts the policies do not allow, over REST and the socket', async () => {
    const inbox = new Inbox<unknown>();
    const listener = (await client(alice.token)).supabase
      .channel('room:a', { config: { private: true } })
      .on('broadcast', { event: '*' }, (message) => inbox.push(message.payload));
    await subscribed(listener);
    const sender = (await client(bob.token)).supabase;
    const joined = await subscribed(
      sender.channel('room:a', { config: { private: true, broadcast: { ack: true } } }),
    );
    expect(await joined.send({ type: 'broadcast', event: 'x', payload: { via: 'socket' } })).toBe(
      'error',
    );
    // supabase-js keeps one channel per topic and client: each try gets its own client.
    const unjoined = (await client(bob.token)).supabase.channel('room:a', {
      config: { private: true },
    });
    await expect(unjoined.httpSend('x', { via: 'httpSend' })).rejects.toThrow(/permissions/);
    // A public channel of the same name is another room.
    const open = await subscribed(
      (await client(bob.token)).supabase.channel('room:a', { config: { private: false } }),
    );
    expect(await open.send({ type: 'broadcast', event: 'x', payload: { via: 'public' } })).toBe(
      'ok',
    );
    await sql(`select realtime.send('{"via":"database"}'::jsonb, 'x', 'room:a', true)`);
    expect(await inbox.next()).toMatchObject({ via: 'database' });
    expect(inbox.items).toEqual([]);
  });

  it('closes a private channel within seconds of its reader losing access', async () => {
    const carol = await createUser(backend);
    await sql(`insert into public.room_members values ('a', $1)`, [carol.id]);
    const systems = new Inbox<{ status?: string; message?: string }>();
    const statuses = new Inbox<string>();
    const channel = (await client(carol.token)).supabase
      .channel('room:a', { config: { private: true } })
      .on('system', {}, (payload) => systems.push(payload));
    channel.subscribe((status) => statuses.push(status));
    await statuses.next((status) => status === 'SUBSCRIBED');
    await sql('delete from public.room_members where user_id = $1', [carol.id]);
    // Any later change of the database is what prompts the re-check.
    await sql(`select realtime.send('{}'::jsonb, 'nudge', 'elsewhere', true)`);
    const removedAt = Date.now();
    expect(await systems.next((s) => s.status === 'error')).toMatchObject({
      message: 'You do not have permissions to read from this Channel topic: room:a',
    });
    await statuses.next((status) => status === 'CLOSED');
    expect(Date.now() - removedAt).toBeLessThan(5_000);
  });
});

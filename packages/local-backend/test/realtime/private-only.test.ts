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

/** What hosted Realtime answers a public join with when "Allow public access" is off. */
const PRIVATE_ONLY = 'PrivateOnly: This project only allows private channels';

const migrations = {
  '20240101000000_rooms.sql': `
    create table public.notes (id int primary key, body text not null);
    alter table public.notes enable row level security;
    create policy "anyone reads notes" on public.notes for select using (true);
    alter publication supabase_realtime add table public.notes;
    -- Signed-in users may read the private topic room:open.
    create policy "users read room:open" on realtime.messages for select to authenticated
      using (realtime.topic() = 'room:open');
  `,
};

describe.each(engines)('realtime with private channels only on %s', (engine) => {
  let strict: TestBackend;
  let standard: TestBackend;
  let user: TestUser;
  const clients: TestClient[] = [];
  const client = async (backend: TestBackend, token?: string) => {
    const created = await connect(backend, { token });
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    [strict, standard] = await Promise.all([
      startTestBackend({ engine, projectDir: tempProject(migrations), realtimePrivateOnly: true }),
      startTestBackend({ engine, projectDir: tempProject(migrations) }),
    ]);
    user = await createUser(strict);
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await Promise.all([strict?.stop(), standard?.stop()]);
  });

  it('refuses a public join with Realtime’s PrivateOnly reason, before the token is looked at', async () => {
    const signedIn = await client(strict, user.token);
    const refused = await firstStatus(signedIn.supabase.channel('room:open'));
    expect(refused.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    expect(refused.error?.message).toBe(PRIVATE_ONLY);
    // supabase-js keeps the reply's response as the cause: `{"reason": "PrivateOnly: …"}`.
    expect(refused.error?.cause).toEqual({ reason: PRIVATE_ONLY });

    // Postgres changes on a public channel, and anonymous callers, are refused the same way.
    const changes = await firstStatus(
      (await client(strict)).supabase
        .channel('notes-feed')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => {}),
    );
    expect(changes.error?.message).toBe(PRIVATE_ONLY);
  });

  it('still serves private channels: broadcast from the database and postgres changes', async () => {
    const signedIn = await client(strict, user.token);
    const received = new Inbox<string>();
    const channel = signedIn.supabase
      .channel('room:open', { config: { private: true } })
      .on('broadcast', { event: '*' }, (message) => received.push(message.event))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, () =>
        received.push('INSERT'),
      );
    await subscribed(channel);
    await strict.context.db.withAdmin((tx) =>
      tx.query(`select realtime.send('{}'::jsonb, 'hello', 'room:open', true)`),
    );
    expect(await received.next((event) => event === 'hello')).toBe('hello');
    await strict.context.db.withAdmin((tx) =>
      tx.query(`insert into public.notes values (1, 'live')`),
    );
    expect(await received.next((event) => event === 'INSERT')).toBe('INSERT');

    // Private access is still decided by the policies: anonymous callers are refused there.
    const anonymous = await firstStatus(
      (await client(strict)).supabase.channel('room:open', { config: { private: true } }),
    );
    expect(anonymous.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    expect(anonymous.error?.message).toContain('You do not have permissions to read');
  });

  it('serves public channels by default, as before', async () => {
    const sender = await client(standard);
    const listener = await client(standard);
    const received = new Inbox<unknown>();
    await subscribed(
      listener.supabase
        .channel('room:open')
        .on('broadcast', { event: 'wave' }, (message) => received.push(message.payload)),
    );
    const channel = await subscribed(sender.supabase.channel('room:open'));
    expect(await channel.send({ type: 'broadcast', event: 'wave', payload: { n: 1 } })).toBe('ok');
    expect(await received.next()).toEqual({ n: 1 });
  });
});

import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { connect, createUser, Inbox, type TestClient, type TestUser, tokenFor } from './helpers.js';

const projectDir = tempProject({
  '20240101000000_rooms.sql': `
    create table public.room_members (room text not null, user_id uuid not null,
      primary key (room, user_id));
    create policy "members read their rooms" on realtime.messages for select to authenticated
      using (exists (select 1 from public.room_members m
                     where m.user_id = auth.uid() and m.room = realtime.topic()));
  `,
});

interface SystemMessage {
  extension?: string;
  status?: string;
  message?: string;
}

/** Subscribes, recording every status and `system` message the channel sees. */
async function watched(channel: RealtimeChannel) {
  const statuses = new Inbox<string>();
  const system = new Inbox<SystemMessage>();
  channel.on('system', {}, (message) => system.push(message as SystemMessage));
  channel.subscribe((status) => statuses.push(status));
  await statuses.next((status) => status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
  return { channel, statuses, system };
}

describe.each(engines)('realtime access tokens on %s', (engine) => {
  const clock = createManualClock();
  let backend: TestBackend;
  let alice: TestUser;
  let bob: TestUser;
  const clients: TestClient[] = [];
  const client = async (token?: string) => {
    const created = await connect(backend, { token });
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir, clock });
    [alice, bob] = await Promise.all([createUser(backend), createUser(backend)]);
    await backend.context.db.withAdmin((tx) =>
      tx.query(`insert into public.room_members values ('ops', $1)`, [alice.id]),
    );
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  it('keeps a channel open on a valid refresh and ends it when the new token may not read', async () => {
    const aliceClient = await client(alice.token);
    const watch = await watched(aliceClient.supabase.channel('ops', { config: { private: true } }));
    const received = new Inbox<{ event: string }>();
    watch.channel.on('broadcast', { event: '*' }, (message) => received.push(message));

    clock.advance(1_000);
    await aliceClient.setToken(await tokenFor(backend, alice, 7200));
    // The channel still receives: a database broadcast after the refresh arrives.
    await backend.context.db.withAdmin((tx) =>
      tx.query(`select realtime.send('{}'::jsonb, 'after-refresh', 'ops', true)`),
    );
    expect((await received.next()).event).toBe('after-refresh');

    // Bob's token is valid but RLS does not let Bob read this topic.
    await aliceClient.setToken(bob.token);
    expect(await watch.system.next()).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'You do not have permissions to read from this Channel topic: ops',
    });
    await watch.statuses.next((status) => status === REALTIME_SUBSCRIBE_STATES.CLOSED);
  });

  it('ends the channel on a forged token and leaves other clients alone', async () => {
    const victim = await client(alice.token);
    const bystander = await client(bob.token);
    const watch = await watched(victim.supabase.channel('forged-refresh'));
    const other = await watched(bystander.supabase.channel('forged-refresh'));
    const received = new Inbox<{ event: string }>();
    other.channel.on('broadcast', { event: '*' }, (message) => received.push(message));

    const [header, body] = alice.token.split('.');
    await victim.setToken(`${header}.${body}.forged-signature`);
    const error = await watch.system.next();
    expect(error).toMatchObject({ extension: 'system', status: 'error' });
    expect(error.message).toMatch(/^Invalid JWT Token/);
    await watch.statuses.next((status) => status === REALTIME_SUBSCRIBE_STATES.CLOSED);

    const sender = await client();
    await sender.supabase.channel('forged-refresh').httpSend('still-here', { ok: true });
    expect((await received.next()).event).toBe('still-here');
  });

  it('closes a channel once its token expires', async () => {
    const shortLived = await tokenFor(backend, alice, 60);
    const aliceClient = await client(shortLived);
    const watch = await watched(aliceClient.supabase.channel('expiring'));

    clock.advance(61_000);
    // The server re-checks expiry on every heartbeat (and on a timer at `exp`).
    await aliceClient.supabase.realtime.sendHeartbeat();
    expect(await watch.system.next()).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'Token has expired 1 seconds ago',
    });
    await watch.statuses.next((status) => status === REALTIME_SUBSCRIBE_STATES.CLOSED);
  });
});

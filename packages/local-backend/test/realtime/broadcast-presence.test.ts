import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { connect, Inbox, subscribed, type TestClient } from './helpers.js';

const projectDir = tempProject({});

describe.each(engines)('realtime broadcast and presence on %s', (engine) => {
  let backend: TestBackend;
  const clients: TestClient[] = [];
  const client = async (options?: Parameters<typeof connect>[1]) => {
    const created = await connect(backend, options);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  it.each(['1.0.0', '2.0.0'] as const)('joins, broadcasts and leaves with vsn %s', async (vsn) => {
    const alice = await client({ vsn });
    const bob = await client({ vsn });
    const received = new Inbox<{ event: string; payload: unknown }>();
    const room = `room-${vsn}`;
    const bobChannel = await subscribed(
      bob.supabase.channel(room).on('broadcast', { event: 'cursor' }, received.push),
    );
    const aliceChannel = await subscribed(alice.supabase.channel(room));
    expect(await aliceChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe(
      'ok',
    );
    const message = await received.next();
    expect(message).toMatchObject({ event: 'cursor', payload: { x: 1 } });

    expect(await bobChannel.unsubscribe()).toBe('ok');
    await aliceChannel.unsubscribe();
  });

  it('answers heartbeats', async () => {
    const alice = await client();
    const statuses = new Inbox<string>();
    alice.supabase.realtime.onHeartbeat((status) => statuses.push(status));
    await subscribed(alice.supabase.channel('heartbeat-room'));
    await alice.supabase.realtime.sendHeartbeat();
    expect(await statuses.next((status) => status === 'ok')).toBe('ok');
  });

  it('echoes to the sender only with self, and acknowledges with ack', async () => {
    const alice = await client();
    const own = new Inbox<{ payload: unknown }>();
    const channel = await subscribed(
      alice.supabase
        .channel('self-room', { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: 'ping' }, own.push),
    );
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect((await own.next()).payload).toEqual({ n: 1 });

    const quiet = new Inbox<{ payload: unknown }>();
    const other = await subscribed(
      alice.supabase
        .channel('no-self-room', { config: { broadcast: { self: false, ack: true } } })
        .on('broadcast', { event: 'ping' }, quiet.push),
    );
    const bob = await client();
    const bobInbox = new Inbox<{ payload: unknown }>();
    await subscribed(
      bob.supabase.channel('no-self-room').on('broadcast', { event: 'ping' }, bobInbox.push),
    );
    // The ack proves the server handled the push; Bob receiving it proves it was fanned out.
    expect(await other.send({ type: 'broadcast', event: 'ping', payload: { n: 2 } })).toBe('ok');
    await bobInbox.next();
    expect(quiet.items).toEqual([]);
  });

  it('carries binary payloads over vsn 2.0.0 frames', async () => {
    const alice = await client();
    const bob = await client();
    const received = new Inbox<{ payload: unknown }>();
    await subscribed(
      bob.supabase.channel('bytes').on('broadcast', { event: 'blob' }, received.push),
    );
    const channel = await subscribed(alice.supabase.channel('bytes'));
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await channel.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer });
    const message = await received.next();
    expect(message.payload).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(message.payload as ArrayBuffer)]).toEqual([0, 1, 2, 250, 255]);
  });

  it('delivers REST broadcasts from the batch endpoint and httpSend', async () => {
    const bob = await client();
    const received = new Inbox<{ event: string; payload: unknown }>();
    await subscribed(
      bob.supabase.channel('rest-room').on('broadcast', { event: '*' }, received.push),
    );

    const sender = await client();
    const unjoined = sender.supabase.channel('rest-room');
    // Not joined: supabase-js falls back to POST /realtime/v1/api/broadcast.
    const originalWarn = console.warn;
    console.warn = () => {};
    try {
      expect(await unjoined.send({ type: 'broadcast', event: 'batch', payload: { a: 1 } })).toBe(
        'ok',
      );
    } finally {
      console.warn = originalWarn;
    }
    expect(await received.next((m) => m.event === 'batch')).toMatchObject({ payload: { a: 1 } });

    expect(await unjoined.httpSend('single', { b: 2 })).toEqual({ success: true });
    expect(await received.next((m) => m.event === 'single')).toMatchObject({ payload: { b: 2 } });

    const response = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const unauthorised = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: 'forged.token.value', 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [] }),
    });
    expect(unauthorised.status).toBe(401);
  });

  it('syncs presence across three clients and drops a disconnected one', async () => {
    const names = ['ann', 'ben', 'cat'];
    const users = await Promise.all(names.map(() => client()));
    const syncs = names.map(() => new Inbox<Record<string, unknown[]>>());
    const leaves = names.map(() => new Inbox<{ key: string }>());
    const channels = users.map((user, index) =>
      user.supabase
        .channel('presence-room', { config: { presence: { key: names[index] } } })
        .on('presence', { event: 'sync' }, () =>
          syncs[index]?.push(channels[index]?.presenceState() ?? {}),
        )
        .on('presence', { event: 'leave' }, ({ key }) => leaves[index]?.push({ key })),
    );
    await Promise.all(channels.map(subscribed));
    for (const [index, channel] of channels.entries()) {
      expect(await channel.track({ name: names[index] })).toBe('ok');
    }
    for (const inbox of syncs) {
      const state = await inbox.next((s) => Object.keys(s).length === 3);
      expect(Object.keys(state).sort()).toEqual(names);
      expect(state.ann?.[0]).toMatchObject({ name: 'ann' });
    }

    expect(await channels[0]?.untrack()).toBe('ok');
    expect((await leaves[1]?.next((l) => l.key === 'ann'))?.key).toBe('ann');

    // Closing the socket without leaving: the server must announce the leave itself.
    users[2]?.supabase.realtime.disconnect();
    expect((await leaves[1]?.next((l) => l.key === 'cat'))?.key).toBe('cat');
    const state = await syncs[1]?.next((s) => Object.keys(s).join() === 'ben');
    expect(Object.keys(state ?? {})).toEqual(['ben']);
  });
});

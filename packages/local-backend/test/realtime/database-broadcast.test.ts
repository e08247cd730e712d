import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
  payload: unknown;
  meta?: { id?: string; replayed?: boolean };
}

interface SystemMessage {
  extension?: string;
  status?: string;
  message?: string;
  channel?: string;
}

const projectDir = tempProject({
  '20240101000000_rooms.sql': `
    create table public.room_members (
      room text not null,
      user_id uuid not null,
      can_write boolean not null default true,
      presence_only boolean not null default false,
      primary key (room, user_id)
    );
    create policy "members read their rooms" on realtime.messages for select to authenticated
      using (exists (select 1 from public.room_members m
                     where m.user_id = auth.uid() and 'room:' || m.room = realtime.topic()
                       and (not m.presence_only or realtime.messages.extension = 'presence')));
    create policy "writers send to their rooms" on realtime.messages for insert to authenticated
      with check (exists (select 1 from public.room_members m
                          where m.user_id = auth.uid() and m.can_write
                            and 'room:' || m.room = realtime.topic()));
  `,
});

describe.each(engines)('realtime broadcast from the database on %s', (engine) => {
  let backend: TestBackend;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const clients: TestClient[] = [];
  const client = async (token?: string) => {
    const created = await connect(backend, { token });
    clients.push(created);
    return created;
  };
  const sql = (text: string, params: unknown[] = []) =>
    backend.context.db.withAdmin((tx) => tx.query(text, params));
  const asUser = (user: TestUser, text: string) =>
    backend.context.db.withRequest(
      { role: 'authenticated', claims: { sub: user.id, role: 'authenticated' } },
      (tx) => tx.query(text),
    );
  /** A private channel of `user` on `topic` that records every broadcast. */
  const privateChannel = async (
    user: TestUser,
    topic: string,
    broadcast: Record<string, unknown> = {},
  ) => {
    const inbox = new Inbox<Broadcast>();
    const system = new Inbox<SystemMessage>();
    const channel = (await client(user.token)).supabase
      .channel(topic, { config: { private: true, broadcast } })
      .on('broadcast', { event: '*' }, (message) =>
        inbox.push({ event: message.event, payload: message.payload, meta: message.meta }),
      )
      .on('system', {}, system.push);
    return { channel, inbox, system };
  };

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    [alice, bob, carol] = await Promise.all([
      createUser(backend),
      createUser(backend),
      createUser(backend),
    ]);
    await sql(
      `insert into public.room_members (room, user_id, can_write, presence_only)
       values ('a', $1, true, false), ('r', $1, true, false), ('bin', $1, true, false),
              ('a', $2, false, false), ('r', $3, false, true)`,
      [alice.id, bob.id, carol.id],
    );
  });
  afterAll(async () => {
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  it('sends with realtime.send: the id joins the payload, RLS decides who may send', async () => {
    const { channel, inbox } = await privateChannel(alice, 'room:a');
    await subscribed(channel);
    await sql(`select realtime.send('{"n": 1}'::jsonb, 'note', 'room:a')`);
    const first = await inbox.next();
    expect(first.payload).toEqual({ n: 1, id: first.meta?.id });
    const stored = await sql('select payload, private from realtime.messages where id = $1', [
      first.meta?.id,
    ]);
    expect(stored.rows[0]).toEqual({ payload: { n: 1, id: first.meta?.id }, private: true });

    // A payload with its own id keeps it; the message id stays in meta.
    await sql(`select realtime.send('{"id": "mine"}'::jsonb, 'note', 'room:a')`);
    const own = await inbox.next();
    expect(own.payload).toEqual({ id: 'mine' });
    expect(own.meta?.id).toMatch(/^[0-9a-f-]{36}$/);

    // send() runs as its caller: Bob may read room:a but not write, so his send is only a
    // warning and nothing goes out; Alice's goes through.
    await asUser(bob, `select realtime.send('{"from": "bob"}'::jsonb, 'note', 'room:a')`);
    await asUser(alice, `select realtime.send('{"from": "alice"}'::jsonb, 'note', 'room:a')`);
    expect((await inbox.next()).payload).toMatchObject({ from: 'alice' });
    expect(inbox.items).toEqual([]);
  });

  it('sends bytes with realtime.send_binary as a binary broadcast', async () => {
    const { channel, inbox } = await privateChannel(alice, 'room:a');
    await subscribed(channel);
    await sql(`select realtime.send_binary('\\x0001faff'::bytea, 'bytes', 'room:a')`);
    const message = await inbox.next();
    expect(message.event).toBe('bytes');
    expect(message.payload).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(message.payload as ArrayBuffer)]).toEqual([0, 1, 250, 255]);
    expect(message.meta?.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await sql(
      'select payload, octet_length(binary_payload) as size from realtime.messages where id = $1',
      [message.meta?.id],
    );
    expect(stored.rows[0]).toEqual({ payload: null, size: 4 });
  });

  it('tells a channel that asked for replication_ready that delivery is ready', async () => {
    const { channel, system } = await privateChannel(alice, 'room:a', { replication_ready: true });
    await subscribed(channel);
    expect(await system.next()).toEqual({
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: 'room:a',
    });
  });

  it('replays the latest stored messages of a private topic, oldest first', async () => {
    for (let n = 1; n <= 30; n++) {
      await sql(`select realtime.send(jsonb_build_object('n', $1::int), 'tick', 'room:r')`, [n]);
      // Messages are ordered by their insertion time alone: keep the times apart (PGlite's
      // clock has millisecond resolution), and leave a clear gap after the tenth.
      await new Promise((resolve) => setTimeout(resolve, n === 10 ? 20 : 3));
    }
    // Neither a public message of the topic nor another topic's is replayed.
    await sql(`select realtime.send('{"n": 0}'::jsonb, 'tick', 'room:r', false)`);
    await sql(`select realtime.send('{"n": 0}'::jsonb, 'tick', 'room:a')`);
    const since = await sql(
      `select floor(extract(epoch from inserted_at::timestamptz) * 1000)::float8 as ms
       from realtime.messages where topic = 'room:r' and payload->>'n' = '11'`,
    );
    const replayed = async (replay: Record<string, unknown>, count: number) => {
      const { channel, inbox } = await privateChannel(alice, 'room:r', { replay });
      await subscribed(channel);
      const got: Broadcast[] = [];
      for (let i = 0; i < count; i++) got.push(await inbox.next());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(inbox.items).toEqual([]);
      expect(got.every((message) => message.meta?.replayed === true)).toBe(true);
      return got.map((message) => (message.payload as { n: number }).n);
    };
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    // At most 25 (the default and the ceiling), the latest of them.
    expect(await replayed({ since: 0 }, 25)).toEqual(range(6, 30));
    expect(await replayed({ since: 0, limit: 3 }, 3)).toEqual([28, 29, 30]);
    // Without `since`, everything stored counts.
    expect(await replayed({ limit: 2 }, 2)).toEqual([29, 30]);
    // `since` is a wall-clock time in milliseconds, as a client computes it.
    expect(await replayed({ since: Date.now() - 60_000, limit: 1 }, 1)).toEqual([30]);
    expect(await replayed({ since: Date.now() + 60_000 }, 0)).toEqual([]);
    expect(await replayed({ since: Number(since.rows[0]?.ms), limit: 100 }, 20)).toEqual(
      range(11, 30),
    );
  });

  it('replays binary messages as binary broadcasts', async () => {
    await sql(`select realtime.send_binary('\\x2a'::bytea, 'blob', 'room:bin')`);
    const { channel, inbox } = await privateChannel(alice, 'room:bin', { replay: { since: 0 } });
    await subscribed(channel);
    const message = await inbox.next();
    expect(message.meta?.replayed).toBe(true);
    expect([...new Uint8Array(message.payload as ArrayBuffer)]).toEqual([42]);
  });

  it('refuses replay as Realtime does', async () => {
    const refusal = async (user: TestUser, replay: unknown) => {
      const { channel } = await privateChannel(user, 'room:r', { replay });
      const { status, error } = await firstStatus(channel);
      expect(status).toBe('CHANNEL_ERROR');
      return error?.message;
    };
    // Carol may read presence on room:r but not its broadcasts.
    expect(await refusal(carol, { since: 0 })).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: room:r',
    );
    expect(await refusal(bob, { since: 0 })).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: room:r',
    );
    expect(await refusal(alice, { since: 'yesterday' })).toBe(
      'UnableToReplayMessages: Replay params are not valid',
    );
    expect(await refusal(alice, { since: 0, limit: '5' })).toBe(
      'UnableToReplayMessages: Replay params are not valid',
    );

    // supabase-js refuses replay on a public channel itself; the server does too.
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    const frames = new Inbox<unknown[]>();
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve) => ws.once('open', resolve));
    const config = { broadcast: { replay: { since: 0 } }, private: false };
    ws.send(JSON.stringify(['1', '1', 'realtime:room:r', 'phx_join', { config }]));
    const reply = await frames.next((frame) => frame[1] === '1');
    ws.close();
    expect(reply[4]).toEqual({
      status: 'error',
      response: { reason: 'UnableToReplayMessages: Replay is not allowed for public channels' },
    });
  });
});

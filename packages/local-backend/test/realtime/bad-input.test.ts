import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_FRAME_BYTES } from '../../src/realtime/index.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import {
  connect,
  createUser,
  firstStatus,
  Inbox,
  subscribed,
  type TestClient,
  tokenFor,
} from './helpers.js';

const projectDir = tempProject({});

/** A raw socket speaking vsn 2.0.0, for frames no client library would send. */
class RawSocket {
  readonly frames = new Inbox<unknown>();
  readonly closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(data.toString()));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(url: string): Promise<RawSocket> {
    const ws = new WebSocket(url);
    const socket = new RawSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The reply to the push with `ref`. */
  reply(ref: string): Promise<unknown> {
    return this.frames.next((frame) => Array.isArray(frame) && frame[1] === ref);
  }
}

/** The HTTP status a refused upgrade answered with. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('upgrade was accepted'));
    });
    ws.once('error', () => {});
  });
}

describe.each(engines)('realtime bad input on %s', (engine) => {
  let backend: TestBackend;
  let socketUrl: string;
  const clients: TestClient[] = [];
  const raws: RawSocket[] = [];
  const raw = async () => {
    const socket = await RawSocket.open(socketUrl);
    raws.push(socket);
    return socket;
  };
  /** A supabase-js subscriber whose broadcasts prove the server still serves others. */
  let witness: Inbox<{ event: string }>;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    socketUrl = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
    const observer = await connect(backend);
    clients.push(observer);
    witness = new Inbox();
    await subscribed(
      observer.supabase
        .channel('witness')
        .on('broadcast', { event: '*' }, (message) => witness.push(message)),
    );
  });
  afterAll(async () => {
    for (const socket of raws) socket.ws.terminate();
    for (const created of clients) await created.close();
    await backend?.stop();
  });

  async function othersStillServed(event: string) {
    const sender = await connect(backend);
    clients.push(sender);
    expect(await sender.supabase.channel('witness').httpSend(event, {})).toEqual({ success: true });
    expect((await witness.next((message) => message.event === event)).event).toBe(event);
  }

  it.each([
    ['text that is not JSON', '{nope'],
    ['a JSON object on vsn 2.0.0', { topic: 'phoenix', event: 'heartbeat' }],
    ['an array of the wrong length', [null, '1', 'phoenix']],
    ['a non-string topic', [null, '1', 42, 'phx_join', {}]],
  ])('closes the socket that sends %s', async (name, frame) => {
    const socket = await raw();
    socket.send(frame);
    expect(await socket.closed).toBe(1007);
    await othersStillServed(`after-${name}`);
  });

  it('closes the socket that sends an unknown binary frame', async () => {
    const socket = await raw();
    socket.ws.send(Buffer.from([9, 0, 0, 0]));
    expect(await socket.closed).toBe(1007);
  });

  it('closes the socket that sends a frame over the size limit', async () => {
    const socket = await raw();
    socket.send([null, '1', 'realtime:witness', 'broadcast', { x: 'z'.repeat(MAX_FRAME_BYTES) }]);
    expect(await socket.closed).toBe(1009);
    await othersStillServed('after-huge');
  });

  it('refuses REST broadcasts over the size limit with 413', async () => {
    const response = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [
          { topic: 'witness', event: 'huge', payload: { x: 'z'.repeat(MAX_FRAME_BYTES) } },
        ],
      }),
    });
    expect(response.status).toBe(413);
    await othersStillServed('after-huge-rest');
    expect(witness.items.some((message) => message.event === 'huge')).toBe(false);
  });

  it('answers unknown topics and events with an error reply and keeps the socket', async () => {
    const socket = await raw();
    socket.send([null, '1', 'elsewhere:lobby', 'phx_join', {}]);
    expect(await socket.reply('1')).toEqual([
      null,
      '1',
      'elsewhere:lobby',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.send([null, '2', 'realtime:not-joined', 'broadcast', { event: 'x', payload: {} }]);
    expect(await socket.reply('2')).toMatchObject([
      null,
      '2',
      'realtime:not-joined',
      'phx_reply',
      { status: 'error' },
    ]);
    socket.send(['3', '3', 'realtime:room', 'phx_join', { config: {} }]);
    expect(await socket.reply('3')).toMatchObject([
      '3',
      '3',
      'realtime:room',
      'phx_reply',
      { status: 'ok' },
    ]);
    socket.send(['3', '4', 'realtime:room', 'shout', {}]);
    expect(await socket.reply('4')).toMatchObject([
      '3',
      '4',
      'realtime:room',
      'phx_reply',
      { status: 'error' },
    ]);
    socket.send([null, '5', 'phoenix', 'heartbeat', {}]);
    expect(await socket.reply('5')).toEqual([
      null,
      '5',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('answers a NUL in a topic with an error reply on that channel only', async () => {
    const socket = await raw();
    socket.send(['1', '1', 'realtime:room', 'phx_join', { config: {} }]);
    expect(await socket.reply('1')).toMatchObject([
      '1',
      '1',
      'realtime:room',
      'phx_reply',
      { status: 'ok' },
    ]);
    for (const [ref, config] of [
      ['2', {}],
      ['3', { private: true }],
      ['4', { postgres_changes: [{ event: '*', schema: 'public', table: 'x\u0000' }] }],
    ] as const) {
      socket.send([ref, ref, 'realtime:a\u0000b', 'phx_join', { config }]);
      expect(await socket.reply(ref)).toMatchObject([
        ref,
        ref,
        'realtime:a\u0000b',
        'phx_reply',
        { status: 'error' },
      ]);
    }
    socket.send(['1', '5', 'realtime:room', 'broadcast', { event: 'e', payload: {} }]);
    socket.send([null, '6', 'phoenix', 'heartbeat', {}]);
    expect(await socket.reply('6')).toMatchObject([
      null,
      '6',
      'phoenix',
      'phx_reply',
      { status: 'ok' },
    ]);
    await othersStillServed('after-nul-topic');
  });

  it('closes the socket that sends a frame nested 5,000 deep, with 1007', async () => {
    const socket = await raw();
    socket.send(`[null,"1","realtime:x","broadcast",${'['.repeat(5000)}${']'.repeat(5000)}]`);
    expect(await socket.closed).toBe(1007);
    await othersStillServed('after-deep');
  });

  it('refuses joins with forged or expired tokens', async () => {
    const user = await createUser(backend);
    const [header, body] = user.token.split('.');
    const forged = await connect(backend, { token: `${header}.${body}.c2lnbmF0dXJl` });
    clients.push(forged);
    const refused = await firstStatus(forged.supabase.channel('guarded'));
    expect(refused.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    expect(refused.error?.message).toMatch(/Invalid JWT Token/);

    const expired = await connect(backend, { token: await tokenFor(backend, user, -10) });
    clients.push(expired);
    const late = await firstStatus(expired.supabase.channel('guarded'));
    expect(late.status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    expect(late.error?.message).toMatch(/Token has expired/);
    await othersStillServed('after-forged');
  });

  it('refuses upgrades with a bad apikey or serializer version', async () => {
    const base = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket`;
    expect(await upgradeStatus(`${base}?apikey=not-a-jwt&vsn=2.0.0`)).toBe(403);
    expect(await upgradeStatus(`${base}?vsn=2.0.0`)).toBe(403);
    expect(await upgradeStatus(`${base}?apikey=${backend.anonKey}&vsn=9.9.9`)).toBe(400);
  });
});

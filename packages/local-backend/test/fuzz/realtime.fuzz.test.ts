import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { createUser } from '../realtime/helpers.js';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, fuzz, hostileJson, hostileText } from './harness.js';

const projectDir = tempProject({
  '20240101000000_notes.sql': `
    create table public.notes (id int primary key, body text);
    alter publication supabase_realtime add table public.notes;
  `,
});

/** A vsn 2.0.0 socket that can tell whether the server still answers it. */
class Probe {
  private waiting = new Map<string, () => void>();
  closeCode: number | undefined;
  private closed: Promise<void>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = JSON.parse(data.toString()) as unknown[];
      const ref = typeof frame[1] === 'string' ? frame[1] : '';
      this.waiting.get(ref)?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve();
      }),
    );
  }

  static open(url: string): Promise<Probe> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Probe(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a heartbeat; resolves 'answered', or 'closed' if the server closed the socket. */
  async heartbeat(ref: string): Promise<'answered' | 'closed' | 'silent'> {
    if (this.closeCode !== undefined) return 'closed';
    const answered = new Promise<'answered'>((resolve) =>
      this.waiting.set(ref, () => resolve('answered')),
    );
    this.ws.send(JSON.stringify([null, ref, 'phoenix', 'heartbeat', {}]));
    const silent = new Promise<'silent'>((resolve) =>
      setTimeout(() => resolve('silent'), 5000).unref(),
    );
    return Promise.race([answered, this.closed.then(() => 'closed' as const), silent]);
  }
}

describe.each(engines)('generated realtime frames on %s', (engine) => {
  let backend: TestBackend;
  let url: string;
  let token: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
    token = (await createUser(backend)).token;
  });
  afterAll(() => backend?.stop());

  it(
    `answers ${FUZZ_RUNS} generated frames without closing with 1011`,
    async () => {
      const topic = fc.oneof(
        fc.constantFrom('realtime:room', 'realtime:other', 'phoenix', 'realtime:'),
        hostileText(20).map((t) => `realtime:${t}`),
        hostileText(20),
      );
      const binding = fc.record(
        {
          event: fc.oneof(fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE'), hostileJson()),
          schema: fc.oneof(fc.constantFrom('public', '*', 'nope'), hostileJson()),
          table: fc.oneof(fc.constantFrom('notes', '*', 'nope'), hostileJson()),
          filter: fc.oneof(
            fc.constantFrom('id=eq.1', 'body=in.(a,b)', 'id=lt.x', 'nope=eq.1'),
            hostileText(),
          ),
        },
        { requiredKeys: [] },
      );
      const payload = fc.oneof(
        fc.record(
          {
            config: fc.record(
              {
                broadcast: fc.record({ self: fc.boolean(), ack: fc.boolean() }),
                presence: fc.record({ key: hostileText(10), enabled: fc.boolean() }),
                postgres_changes: fc.oneof(fc.array(binding, { maxLength: 3 }), hostileJson()),
                private: fc.oneof(fc.boolean(), hostileJson()),
              },
              { requiredKeys: [] },
            ),
            access_token: fc.oneof(fc.constantFrom(token, 'a.b.c'), hostileJson()),
            event: fc.oneof(fc.constantFrom('e', 'track', 'untrack'), hostileJson()),
            type: fc.constantFrom('broadcast', 'presence'),
            payload: hostileJson(),
          },
          { requiredKeys: [] },
        ),
        hostileJson(),
      );
      const frame = fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(
              fc.oneof(fc.constant('1'), fc.constant(null), hostileJson()),
              fc.oneof(fc.constant('2'), hostileJson()),
              topic,
              fc.oneof(
                fc.constantFrom(
                  'phx_join',
                  'phx_leave',
                  'broadcast',
                  'presence',
                  'access_token',
                  'heartbeat',
                ),
                hostileText(12),
              ),
              payload,
            )
            .map((f) => JSON.stringify(f)),
        },
        { weight: 1, arbitrary: hostileText() },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ maxLength: 40 })
            .map((b) => (b.length ? Object.assign(b, { 0: 3 }) : b)),
        },
      );
      let socket = await Probe.open(url);
      let n = 0;
      const count = await fuzz(
        `realtime/${engine}`,
        fc.array(frame, { minLength: 1, maxLength: 3 }),
        async (frames) => {
          for (const sent of frames) socket.ws.send(sent);
          const state = await socket.heartbeat(`hb-${n++}`);
          if (state === 'silent') return `no heartbeat reply after ${JSON.stringify(frames)}`;
          if (state === 'closed') {
            // 1007 (undecodable) and 1009 (too big) are Phoenix's answers; 1011 is a server failure.
            if (socket.closeCode === 1011)
              return `closed with 1011 after ${JSON.stringify(frames)}`;
            socket = await Probe.open(url);
          }
          return undefined;
        },
      );
      socket.ws.terminate();
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const fresh = await Probe.open(url);
      expect(await fresh.heartbeat('final')).toBe('answered');
      fresh.ws.terminate();
    },
    FUZZ_TIMEOUT_MS,
  );
});

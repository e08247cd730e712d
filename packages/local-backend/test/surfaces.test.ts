import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createManualClock } from '../src/clock.js';
import type { MountSurface } from '../src/context.js';
import { surfaces } from '../src/server.js';
import { startTestBackend, type TestBackend } from '../src/testing.js';
import { json } from './clients.js';
import { fixture } from './helpers.js';

// A surface built only on the public mount interface, as the auth, realtime and storage
// surfaces are: routes, a WebSocket upgrade, the clock, and a stop hook.
const clock = createManualClock(Date.UTC(2030, 0, 1));
const stopped: string[] = [];
const echoSurface: MountSurface = (app, ctx) => {
  app.get('/echo/v1/now', (c) =>
    c.json({ now: ctx.clock.now(), project: ctx.projectDir !== undefined }),
  );
  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo:${data}`)));
  ctx.onUpgrade('/echo/v1/socket', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
  );
  ctx.onStop(() => {
    stopped.push('echo');
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
};

describe('the surface mount interface', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine: 'pglite',
      projectDir: fixture('basic'),
      clock,
      surfaces: [...surfaces, echoSurface],
    });
  });
  afterAll(() => backend.stop());

  it('serves routes of a mounted surface with the injected clock', async () => {
    const response = await fetch(`${backend.url}/echo/v1/now`);
    expect(await response.json()).toEqual({ now: Date.UTC(2030, 0, 1), project: true });
    clock.advance(5_000);
    expect((await json(await fetch(`${backend.url}/echo/v1/now`))).now).toBe(
      Date.UTC(2030, 0, 1, 0, 0, 5),
    );
  });

  it('routes WebSocket upgrades by path prefix and refuses unknown ones', async () => {
    const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/echo/v1/socket?vsn=2.0.0`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('ping'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    expect(reply).toBe('echo:ping');
    socket.close();
    const refused = new WebSocket(`${backend.url.replace('http', 'ws')}/nowhere`);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it('runs stop hooks when the backend stops', async () => {
    const other = await startTestBackend({
      engine: 'pglite',
      surfaces: [echoSurface],
      projectDir: null,
    });
    await other.stop();
    expect(stopped).toContain('echo');
  });
});

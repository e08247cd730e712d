import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the control channel answers: its JSON body in, a JSON answer out. */
export type ControlHandler = (body: Record<string, unknown>) => Promise<unknown>;

/** A listening control channel. */
export interface ControlServer {
  port: number;
  token: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function authorized(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Serves `POST /<name>` for each handler on a free loopback port, to callers presenting the
 * random bearer token of the run record (readable by its owner only). This is how commands
 * run in another terminal ask the backend's own process to change its database: that process
 * holds PGlite and the surfaces' caches, so only it can reset or migrate them coherently.
 */
export function startControlServer(
  handlers: Record<string, ControlHandler>,
): Promise<ControlServer> {
  const token = randomBytes(24).toString('hex');
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!authorized(request, token)) return answer(401, { error: 'unauthorized' });
    const handler = handlers[(request.url ?? '').replace(/^\//, '')];
    if (request.method !== 'POST' || !handler) return answer(404, { error: 'no such command' });
    try {
      answer(200, await handler(await readBody(request)));
    } catch (error) {
      answer(500, { error: (error as Error).message ?? String(error) });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        token,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { mountAuth } from './auth/index.js';
import type { BackendContext, MountSurface, UpgradeHandler } from './context.js';
import { inboxOriginAllowed } from './exposure.js';
import { mountFunctions } from './functions/index.js';
import { cors } from './http/cors.js';
import { requestIdMiddleware, requestIdOf } from './http/request-id.js';
import { mountInbox } from './inbox/index.js';
import { mountJobs } from './jobs/index.js';
import { mountRealtime } from './realtime/index.js';
import { mountRest } from './rest/index.js';
import { mountStorage } from './storage/index.js';

/** The surfaces served, one line each; every surface owns its URL prefix. The order does not
 * matter: keys, signing and the inbox are in the context before any surface mounts. */
export const surfaces: MountSurface[] = [
  mountAuth,
  mountInbox,
  mountRest,
  mountRealtime,
  mountStorage,
  mountFunctions,
  mountJobs,
];

/** Builds the HTTP application: CORS, the surfaces, JSON 404 and JSON errors. */
export async function createApp(ctx: BackendContext, mounts = surfaces): Promise<Hono> {
  const app = new Hono();
  // supabase-js in a browser sends custom headers (apikey, prefer, range, x-client-info…):
  // with no allowHeaders configured, Hono reflects Access-Control-Request-Headers.
  app.use(
    '*',
    cors({
      // The APIs answer any origin, as Supabase's gateway does. The inbox holds every link and
      // code the auth service sent, so only the app's own site and loopback pages may read it.
      origin: (origin, c) => {
        if (!c.req.path.startsWith('/__inbox')) return '*';
        return inboxOriginAllowed(origin, ctx.config) ? origin : null;
      },
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: [
        'Content-Range',
        'Content-Location',
        'Location',
        'X-Supabase-Api-Version',
        'Content-Profile',
        'Preference-Applied',
      ],
      maxAge: 86400,
    }),
  );
  app.use('*', requestIdMiddleware(ctx.log));
  for (const mount of mounts) await mount(app, ctx);
  // The API gateway's answer for a path no service claims.
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request failed' }, error.status);
    }
    ctx.log.error('unhandled error', {
      requestId: requestIdOf(c),
      path: c.req.path,
      error: String(error?.stack ?? error),
    });
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}

/** A listening HTTP server with its upgrade routing. */
export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** Starts listening; upgrade requests go to the handler whose prefix matches the path. */
export function listen(
  app: Hono,
  upgrades: Map<string, UpgradeHandler>,
  port: number,
  host: string,
): Promise<RunningServer> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    for (const [prefix, handler] of upgrades) {
      if (path.startsWith(prefix)) {
        handler(request, socket, head);
        return;
      }
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // A client that sends garbage must not take the process down.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actualPort,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

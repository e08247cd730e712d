import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Context, Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { type MountSurface, onSessionsEnded } from '../context.js';
import { AccessSweep } from './access-sweep.js';
import { broadcastBatch, broadcastEvent } from './broadcast-api.js';
import { CHANGES_CHANNEL, ChangeFeed } from './changes.js';
import { channelIdentity } from './channel-identity.js';
import { Connection } from './connection.js';
import { DatabaseBroadcasts, MESSAGES_CHANNEL } from './db-broadcast.js';
import { Hub } from './hub.js';
import type { Vsn } from './protocol.js';
import type { RealtimeServices } from './services.js';
import { TableCatalog } from './tables.js';

/** A realtime HTTP endpoint: a named handler given the request and the surface's services. */
type RealtimeHandler = (c: Context, services: RealtimeServices) => Promise<Response>;

/** Largest WebSocket frame accepted; a bigger one closes that client's socket (1009). */
export const MAX_FRAME_BYTES = 3000 * 1024;
/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

function refuse(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Supabase Realtime: the Phoenix-channels WebSocket at `/realtime/v1/websocket` (vsn 1.0.0
 * and 2.0.0) with broadcast, presence, postgres changes (row triggers on the tables of the
 * `supabase_realtime` publication, filtered per subscriber by RLS), private channels
 * authorised by RLS on `realtime.messages`, broadcasts from the database, and the REST
 * broadcast API.
 */
export const mountRealtime: MountSurface = async (app, ctx) => {
  const hub = new Hub();
  const catalog = new TableCatalog(ctx.db);
  const changes = new ChangeFeed(ctx.db, hub, catalog, ctx.log);
  const broadcasts = new DatabaseBroadcasts(ctx.db, hub, ctx.log);
  const connections = new Set<Connection>();
  const services: RealtimeServices = { ctx, hub, catalog };

  // The route table: the REST broadcast API here, the socket as an upgrade below.
  const h = (handler: RealtimeHandler) => (c: Context) => handler(c, services);
  const realtime = new Hono();
  realtime.post('/api/broadcast', h(broadcastBatch));
  realtime.post('/api/broadcast/:topic/events/:event', h(broadcastEvent));
  app.route('/realtime/v1', realtime);

  // Tables published by migrations get their capture triggers here; publication DDL run
  // later is covered by the event trigger where the database allows one.
  ctx.onSchemaChange(async () => {
    await ctx.db.withAdmin((tx) => tx.query('select realtime.sync_capture_triggers()'));
    await catalog.refresh();
    changes.schemaChanged();
  });
  // Data changes are what can take access away: each one schedules a re-check of the open
  // channels, after the change itself has been delivered.
  const sweep = new AccessSweep(
    ctx,
    () => connections,
    () => Promise.all([changes.drain(), broadcasts.drain()]),
  );
  const unlistenChanges = await ctx.db.listen(CHANGES_CHANNEL, (note) => {
    changes.enqueue(note);
    sweep.schedule();
  });
  const unlistenMessages = await ctx.db.listen(MESSAGES_CHANNEL, (note) => {
    broadcasts.enqueue(note);
    sweep.schedule();
  });
  const unlistenSessions = onSessionsEnded(ctx, (userId) => void sweep.userSessionsEnded(userId));

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  ctx.onUpgrade('/realtime/v1/websocket', (request: IncomingMessage, socket, head) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
        refuse(socket, 400, 'Bad Request', JSON.stringify({ message: 'unsupported vsn' }));
        return;
      }
      const apikey = url.searchParams.get('apikey') ?? request.headers.apikey;
      const token = typeof apikey === 'string' ? apikey : '';
      const resolved = token
        ? await channelIdentity(token, ctx)
        : ({ ok: false, message: 'apikey is required' } as const);
      if (!resolved.ok) {
        refuse(socket, 403, 'Forbidden', JSON.stringify({ message: resolved.message }));
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = new Connection(ws, vsnParam as Vsn, token, services);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    })().catch((error) => {
      ctx.log.error('realtime upgrade failed', { error: String(error) });
      socket.destroy();
    });
  });

  const idleSweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) {
      if (connection.lastSeen < cutoff) connection.terminate(1000, 'heartbeat timeout');
    }
  }, IDLE_TIMEOUT_MS / 4);
  idleSweep.unref();

  ctx.onStop(async () => {
    clearInterval(idleSweep);
    unlistenSessions();
    await sweep.stop();
    for (const connection of connections) connection.terminate();
    connections.clear();
    await new Promise<void>((done) => wss.close(() => done()));
    await unlistenChanges();
    await unlistenMessages();
    await changes.drain();
    await broadcasts.drain();
  });
};

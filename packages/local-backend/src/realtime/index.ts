import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { type MountSurface, onSessionsEnded } from '../context.js';
import { AccessSweep } from './access-sweep.js';
import { broadcastBatch, broadcastEvent } from './broadcast-api.js';
import { CHANGES_CHANNEL, ChangeFeed } from './changes.js';
import { Connection } from './connection.js';
import { DatabaseBroadcasts, MESSAGES_CHANNEL } from './db-broadcast.js';
import { Hub } from './hub.js';
import { sweepIdleConnections } from './idle-sweep.js';
import type { RealtimeServices } from './services.js';
import { checkUpgrade, refuse } from './socket-upgrade.js';
import { TableCatalog } from './tables.js';

/** A realtime HTTP endpoint: a named handler given the request and the surface's services. */
type RealtimeHandler = (c: Context, services: RealtimeServices) => Promise<Response>;

/** Largest WebSocket frame accepted; a bigger one closes that client's socket (1009). */
export const MAX_FRAME_BYTES = 3000 * 1024;

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
      const check = await checkUpgrade(request, ctx);
      if (!check.ok) {
        refuse(socket, check.status, check.reason, JSON.stringify({ message: check.message }));
        return;
      }
      const { vsn, token } = check;
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = new Connection(ws, vsn, token, services);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    })().catch((error) => {
      ctx.log.error('realtime upgrade failed', { error: String(error) });
      socket.destroy();
    });
  });

  const stopIdleSweep = sweepIdleConnections(connections);

  ctx.onStop(async () => {
    stopIdleSweep();
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

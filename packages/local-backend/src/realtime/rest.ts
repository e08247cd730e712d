import type { Context, Hono } from 'hono';
import type { BackendContext } from '../context.js';
import { authenticateRequest, type RequestAuth } from '../identity.js';
import { privateChannelAccess } from './access.js';
import { scopeOf } from './channel.js';
import type { Hub } from './hub.js';

/** Largest REST broadcast body accepted (Realtime's default payload limit is 3000 KB). */
export const MAX_REST_BODY_BYTES = 3000 * 1024;

async function mayWrite(ctx: BackendContext, auth: RequestAuth, subTopic: string) {
  if (auth.role === 'service_role') return true;
  const access = await privateChannelAccess(ctx.db, subTopic, auth);
  return access.broadcast_write;
}

async function authenticate(c: Context, ctx: BackendContext) {
  const result = await authenticateRequest(c.req.raw.headers, ctx.keys);
  if (!result.ok) return { response: c.json({ message: result.message }, 401) } as const;
  return { auth: result.auth } as const;
}

function tooLarge(c: Context): boolean {
  const length = Number(c.req.header('content-length') ?? '0');
  return Number.isFinite(length) && length > MAX_REST_BODY_BYTES;
}

/**
 * `POST /realtime/v1/api/broadcast` (a batch of `{topic, event, payload, private}`, as
 * `send()` falls back to when not joined) and
 * `POST /realtime/v1/api/broadcast/<topic>/events/<event>` (`httpSend`, JSON or bytes),
 * both answering 202. Private messages need the caller to pass the INSERT policies of
 * `realtime.messages` for the topic; in a batch the others are dropped, as Realtime does.
 */
export function mountBroadcastApi(app: Hono, ctx: BackendContext, hub: Hub): void {
  app.post('/realtime/v1/api/broadcast', async (c) => {
    const authed = await authenticate(c, ctx);
    if ('response' in authed) return authed.response;
    if (tooLarge(c)) return c.json({ message: 'Payload too large' }, 413);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'Invalid JSON body' }, 400);
    }
    const messages = (body as { messages?: unknown })?.messages;
    if (!Array.isArray(messages)) {
      return c.json({ message: 'Body must be {"messages": [...]}' }, 422);
    }
    for (const item of messages) {
      const message = item as Record<string, unknown>;
      if (typeof message?.topic !== 'string' || typeof message.event !== 'string') {
        return c.json({ message: 'Each message needs a topic and an event' }, 422);
      }
    }
    for (const item of messages as Record<string, unknown>[]) {
      const topic = item.topic as string;
      const isPrivate = item.private === true;
      if (isPrivate && !(await mayWrite(ctx, authed.auth, topic))) continue;
      hub.broadcast(scopeOf(topic, isPrivate), {
        topic,
        event: item.event as string,
        payload: item.payload ?? {},
      });
    }
    return c.body(null, 202);
  });

  app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (c) => {
    const authed = await authenticate(c, ctx);
    if ('response' in authed) return authed.response;
    if (tooLarge(c)) return c.json({ error: 'Payload too large' }, 413);
    const topic = c.req.param('topic');
    const event = c.req.param('event');
    const isPrivate = c.req.query('private') === 'true';
    const isBinary = (c.req.header('content-type') ?? '').startsWith('application/octet-stream');
    let payload: unknown;
    let binary: Uint8Array | undefined;
    if (isBinary) {
      binary = new Uint8Array(await c.req.arrayBuffer());
    } else {
      try {
        payload = await c.req.json();
      } catch {
        return c.json({ error: 'Invalid JSON body' }, 400);
      }
    }
    if (isPrivate && !(await mayWrite(ctx, authed.auth, topic))) {
      return c.json(
        { error: `You do not have permissions to write to this Channel topic: ${topic}` },
        403,
      );
    }
    hub.broadcast(scopeOf(topic, isPrivate), { topic, event, payload, binary });
    return c.body(null, 202);
  });
}

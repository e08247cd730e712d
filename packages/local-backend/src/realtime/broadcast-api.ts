import type { Context } from 'hono';
import type { BackendContext } from '../context.js';
import { type Identity, requestIdentity } from '../identity.js';
import { privateChannelAccess } from './access.js';
import { scopeOf } from './channel.js';
import type { RealtimeServices } from './services.js';

/** Largest REST broadcast body accepted (Realtime's default payload limit is 3000 KB). */
export const MAX_REST_BODY_BYTES = 3000 * 1024;

async function mayWrite(ctx: BackendContext, auth: Identity, subTopic: string) {
  if (auth.role === 'service_role') return true;
  const access = await privateChannelAccess(ctx.db, subTopic, auth);
  return access.broadcast_write;
}

/** The caller, or the 401 an invalid credential gets. */
async function callerOf(c: Context, ctx: BackendContext): Promise<Identity | Response> {
  const result = await requestIdentity(c.req.raw.headers, ctx);
  return result.ok ? result.identity : c.json({ message: result.message }, 401);
}

function tooLarge(c: Context): boolean {
  const length = Number(c.req.header('content-length') ?? '0');
  return Number.isFinite(length) && length > MAX_REST_BODY_BYTES;
}

/**
 * `POST /realtime/v1/api/broadcast`: a batch of `{topic, event, payload, private}`, as
 * `send()` falls back to when not joined; answers 202. Private messages need the caller to
 * pass the INSERT policies of `realtime.messages` for the topic; the others in the batch
 * are dropped, as Realtime does.
 */
export async function broadcastBatch(c: Context, services: RealtimeServices): Promise<Response> {
  const caller = await callerOf(c, services.ctx);
  if (caller instanceof Response) return caller;
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
    if (isPrivate && !(await mayWrite(services.ctx, caller, topic))) continue;
    services.hub.broadcast(scopeOf(topic, isPrivate), {
      topic,
      event: item.event as string,
      payload: item.payload ?? {},
    });
  }
  return c.body(null, 202);
}

/**
 * `POST /realtime/v1/api/broadcast/<topic>/events/<event>` (`httpSend`, JSON or
 * `application/octet-stream`): one message; answers 202, or 403 for a private topic the
 * caller may not write to.
 */
export async function broadcastEvent(c: Context, services: RealtimeServices): Promise<Response> {
  const caller = await callerOf(c, services.ctx);
  if (caller instanceof Response) return caller;
  if (tooLarge(c)) return c.json({ error: 'Payload too large' }, 413);
  const topic = c.req.param('topic') ?? '';
  const event = c.req.param('event') ?? '';
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
  if (isPrivate && !(await mayWrite(services.ctx, caller, topic))) {
    return c.json(
      { error: `You do not have permissions to write to this Channel topic: ${topic}` },
      403,
    );
  }
  services.hub.broadcast(scopeOf(topic, isPrivate), { topic, event, payload, binary });
  return c.body(null, 202);
}

import { randomUUID } from 'node:crypto';
import { type Identity, isApiKey } from '../identity.js';
import { privateChannelAccess } from './access.js';
import { type ChannelSocket, isObject, JoinedChannel, TOPIC_PREFIX } from './channel.js';
import { channelIdentity } from './channel-identity.js';
import { parseBindings } from './postgres-bindings.js';
import type { PhoenixMessage } from './protocol.js';
import { loadReplay, replayRequest, sendReplay } from './replay.js';

/** Realtime's default per-client channel limit. */
const MAX_CHANNELS_PER_CLIENT = 100;
/** Token expiry timers are capped, as Realtime caps them, so clock changes are noticed. */
const MAX_EXPIRY_TIMER_MS = 60 * 60 * 1000;

/** What a project that serves only private channels answers a public join with. */
export const PRIVATE_ONLY_REASON = 'PrivateOnly: This project only allows private channels';

/** Phoenix replaces a duplicate join on one socket: the old channel closes first. */
function replaceDuplicate(socket: ChannelSocket, message: PhoenixMessage): void {
  const existing = socket.channels.get(message.topic);
  if (!existing) return;
  socket.channels.delete(message.topic);
  socket.drop(existing);
  existing.push('phx_close', {});
}

/**
 * Whether the join may go on to its token and access: public channels are refused when the
 * backend serves private ones only (`realtimePrivateOnly`), before anything else is checked,
 * as hosted Realtime checks its tenant's `private_only` first.
 */
function admitted(
  socket: ChannelSocket,
  message: PhoenixMessage,
  config: Record<string, unknown>,
): boolean {
  if (config.private !== true && socket.services.ctx.realtimePrivateOnly) {
    socket.reply(message, 'error', { reason: PRIVATE_ONLY_REASON });
    return false;
  }
  if (socket.channels.size >= MAX_CHANNELS_PER_CLIENT) {
    socket.reply(message, 'error', { reason: 'Too many channels' });
    return false;
  }
  return true;
}

/**
 * The key a channel's presence is listed under. On private channels it is the user the server
 * verified (the JWT's `sub`), so no one can appear as someone else; hosted Realtime uses the
 * client's `config.presence.key` there too, which is why clients also check metas against
 * their key. Public channels and callers without a `sub` keep the client's key (or a random one).
 */
function presenceKeyOf(
  isPrivate: boolean,
  presence: Record<string, unknown>,
  identity: Identity,
): string {
  const sub = identity.claims.sub;
  if (isPrivate && typeof sub === 'string' && sub) return sub;
  return typeof presence.key === 'string' && presence.key ? presence.key : randomUUID();
}

/**
 * The channel a join opens: its identity (the join's `access_token`, else the socket's
 * `apikey`) and, when private, its access by the policies on `realtime.messages`. A refusal
 * is replied and gives `undefined`.
 */
async function openChannel(
  socket: ChannelSocket,
  message: PhoenixMessage,
  payload: Record<string, unknown>,
  config: Record<string, unknown>,
): Promise<JoinedChannel | undefined> {
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  const isPrivate = config.private === true;
  const token =
    typeof payload.access_token === 'string' && !isApiKey(payload.access_token)
      ? payload.access_token
      : socket.socketToken;
  const { ctx } = socket.services;
  const resolved = await channelIdentity(token, ctx);
  if (!resolved.ok) {
    socket.reply(message, 'error', { reason: resolved.message });
    return undefined;
  }
  const channel = new JoinedChannel(
    socket,
    message.topic,
    message.joinRef,
    isPrivate,
    broadcast.self === true,
    broadcast.ack === true,
    presenceKeyOf(isPrivate, presence, resolved.identity),
    resolved.identity,
  );
  if (!isPrivate) return channel;
  channel.access = await privateChannelAccess(ctx.db, channel.subTopic, resolved.identity);
  if (!channel.access.broadcast_read && !channel.access.presence_read) {
    socket.reply(message, 'error', {
      reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
    });
    return undefined;
  }
  return channel;
}

/** Whether the join asked to be answered only once its `postgres_changes` are subscribed. */
function waitsForChanges(config: Record<string, unknown>): boolean {
  const options = isObject(config.postgres_changes_options) ? config.postgres_changes_options : {};
  return options.wait === true || options.wait === 'true';
}

/**
 * The stored messages a join asked to replay (`config.broadcast.replay`), or `undefined`
 * when the request was refused (and answered).
 */
async function storedForReplay(
  socket: ChannelSocket,
  message: PhoenixMessage,
  channel: JoinedChannel,
  broadcast: Record<string, unknown>,
) {
  const asked = replayRequest(channel, broadcast);
  if ('reason' in asked) {
    socket.reply(message, 'error', { reason: asked.reason });
    return undefined;
  }
  if (!asked.request) return [];
  try {
    return await loadReplay(socket.services.ctx.db, channel.subTopic, asked.request);
  } catch {
    socket.reply(message, 'error', {
      reason: 'UnableToReplayMessages: Realtime was unable to replay messages',
    });
    return undefined;
  }
}

/**
 * `phx_join` on `realtime:<name>`: opens the channel, subscribes its `postgres_changes`,
 * replies with the bindings' ids, then sends, in Realtime's order, the replayed messages,
 * the `replication_ready` notice, the presence state and the subscription status.
 */
export async function join(socket: ChannelSocket, message: PhoenixMessage): Promise<void> {
  if (!message.topic.startsWith(TOPIC_PREFIX)) {
    socket.reply(message, 'error', { reason: 'unmatched topic' });
    return;
  }
  const payload = isObject(message.payload) ? message.payload : {};
  const config = isObject(payload.config) ? payload.config : {};
  const presence = isObject(config.presence) ? config.presence : {};
  replaceDuplicate(socket, message);
  if (!admitted(socket, message, config)) return;
  const channel = await openChannel(socket, message, payload, config);
  if (!channel) return;
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const replay = await storedForReplay(socket, message, channel, broadcast);
  if (!replay) return;

  const { hub, ctx } = socket.services;
  const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
  const { bindings, echo, error } = await parseBindings(ctx.db, requested, channel.identity.role);
  if (error && waitsForChanges(config)) {
    // `postgres_changes_options.wait`: a binding that cannot be subscribed refuses the join.
    socket.reply(message, 'error', { reason: `RealtimeDisabledForConfiguration: ${error}` });
    return;
  }
  channel.bindings = error ? [] : bindings;
  socket.channels.set(channel.topic, channel);
  hub.add(channel);
  socket.reply(message, 'ok', { postgres_changes: echo });
  sendReplay(channel, replay);
  // Delivery from the database never waits on a replication connection: it is ready now.
  if (broadcast.replication_ready) {
    channel.push('system', {
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: channel.subTopic,
    });
  }
  if (presence.enabled === true && channel.access.presence_read) {
    channel.push('presence_state', hub.presenceState(channel.scope));
  }
  if (requested.length) {
    channel.push('system', {
      extension: 'postgres_changes',
      status: error ? 'error' : 'ok',
      message: error ?? 'Subscribed to PostgreSQL',
      channel: channel.subTopic,
    });
  }
  scheduleExpiry(socket, channel);
}

/** `phx_leave`: answered `ok`, the channel forgotten. */
export function leave(
  socket: ChannelSocket,
  channel: JoinedChannel,
  message: PhoenixMessage,
): void {
  socket.reply(message, 'ok');
  socket.channels.delete(channel.topic);
  socket.drop(channel);
}

/** Re-authorises a channel with a new token; a bad one ends the channel. */
export async function refreshToken(
  socket: ChannelSocket,
  channel: JoinedChannel,
  token: unknown,
): Promise<void> {
  // Realtime ignores API keys, empty values and the token it already has.
  if (typeof token !== 'string' || !token || isApiKey(token)) return;
  if (token === channel.identity.token) return;
  const { ctx } = socket.services;
  const resolved = await channelIdentity(token, ctx);
  if (!resolved.ok) {
    shutdown(socket, channel, resolved.message);
    return;
  }
  if (channel.isPrivate) {
    const access = await privateChannelAccess(ctx.db, channel.subTopic, resolved.identity);
    if (!access.broadcast_read && !access.presence_read) {
      shutdown(
        socket,
        channel,
        `You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
      );
      return;
    }
    channel.access = access;
  }
  channel.identity = resolved.identity;
  scheduleExpiry(socket, channel);
}

/** Ends a channel the way Realtime does: a `system` error, then `phx_close`. */
export function shutdown(socket: ChannelSocket, channel: JoinedChannel, reason: string): void {
  if (socket.channels.get(channel.topic) !== channel) return;
  channel.push('system', {
    extension: 'system',
    status: 'error',
    message: reason,
    channel: channel.subTopic,
  });
  channel.push('phx_close', {});
  socket.channels.delete(channel.topic);
  socket.drop(channel);
}

export function checkExpiry(socket: ChannelSocket, channel: JoinedChannel): void {
  const { expiresAt } = channel.identity;
  if (expiresAt === undefined) return;
  const now = socket.services.ctx.clock.now();
  if (now >= expiresAt) {
    shutdown(
      socket,
      channel,
      `Token has expired ${Math.floor((now - expiresAt) / 1000)} seconds ago`,
    );
  }
}

function scheduleExpiry(socket: ChannelSocket, channel: JoinedChannel): void {
  clearTimeout(channel.expiryTimer);
  const { expiresAt } = channel.identity;
  if (expiresAt === undefined) return;
  const delay = Math.min(
    Math.max(expiresAt - socket.services.ctx.clock.now(), 0),
    MAX_EXPIRY_TIMER_MS,
  );
  channel.expiryTimer = setTimeout(() => {
    checkExpiry(socket, channel);
    if (socket.channels.get(channel.topic) === channel) scheduleExpiry(socket, channel);
  }, delay + 50);
  channel.expiryTimer.unref();
}

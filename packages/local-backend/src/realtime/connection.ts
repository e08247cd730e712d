import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { BackendContext } from '../context.js';
import { privateChannelAccess } from './access.js';
import { type ChannelIdentity, isApiKey, resolveToken } from './auth.js';
import {
  type ChannelAccess,
  type PostgresBinding,
  PUBLIC_ACCESS,
  type Subscriber,
  scopeOf,
} from './channel.js';
import { FilterError, parseFilter } from './filters.js';
import type { Hub } from './hub.js';
import {
  decodeBinary,
  decodeText,
  encodeText,
  encodeUserBroadcast,
  FrameError,
  type PhoenixMessage,
  type UserBroadcast,
  type Vsn,
} from './protocol.js';
import type { TableCatalog } from './tables.js';

/** What every connection shares. */
export interface RealtimeServices {
  ctx: BackendContext;
  hub: Hub;
  catalog: TableCatalog;
}

/** Realtime's default per-client channel limit. */
const MAX_CHANNELS_PER_CLIENT = 100;
/** A client that lets this much outgoing data pile up is too slow to keep. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** Token expiry timers are capped, as Realtime caps them, so clock changes are noticed. */
const MAX_EXPIRY_TIMER_MS = 60 * 60 * 1000;
const TOPIC_PREFIX = 'realtime:';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stable positive id for a binding's parameters (Realtime uses a hash of them, too). */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify([params.event, params.schema, params.table, params.filter]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 0x7fffffff) + 1;
}

/** A channel joined over one socket. */
class JoinedChannel implements Subscriber {
  readonly scope: string;
  bindings: PostgresBinding[] = [];
  access: ChannelAccess = PUBLIC_ACCESS;
  expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly self: boolean,
    readonly ack: boolean,
    readonly presenceKey: string,
    public identity: ChannelIdentity,
  ) {
    this.scope = scopeOf(this.subTopic, isPrivate);
  }

  get subTopic(): string {
    return this.topic.slice(TOPIC_PREFIX.length);
  }

  push(event: string, payload: unknown): void {
    this.connection.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  pushBroadcast(message: UserBroadcast): void {
    this.connection.sendBroadcast(message);
  }
}

/**
 * One WebSocket client: decodes frames with its serializer, answers heartbeats, and runs
 * joins, leaves, broadcasts, presence and token updates for its channels. Frames are handled
 * one at a time so a push that follows a join always finds the channel joined.
 */
export class Connection {
  private readonly channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Real time of the last frame, for the idle sweep (Phoenix drops silent sockets). */
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's own credential (`apikey`), used when a join carries no access_token. */
    private readonly socketToken: string,
    private readonly services: RealtimeServices,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const frame = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      this.queue = this.queue
        .then(() => this.receive(frame, isBinary))
        .catch((error) => this.fail(error));
    });
    ws.on('close', () => this.cleanup());
    ws.on('error', () => this.cleanup());
  }

  /** Closes the socket (server stop or idle sweep). */
  terminate(code = 1001, reason = 'server shutting down'): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code, reason);
    else this.ws.terminate();
    this.cleanup();
  }

  /** Sends one server message with this socket's serializer. */
  send(message: PhoenixMessage): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.terminate(1013, 'client too slow');
      return;
    }
    this.ws.send(encodeText(this.vsn, message));
  }

  /** Sends a user broadcast: binary (kind 4) on vsn 2.0.0, JSON text on 1.0.0. */
  sendBroadcast(message: UserBroadcast): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.vsn === '2.0.0') {
      const frame = encodeUserBroadcast(message);
      if (frame) {
        if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          this.terminate(1013, 'client too slow');
          return;
        }
        this.ws.send(frame);
        return;
      }
    }
    // JSON cannot carry raw bytes: a vsn 1.0.0 client never sees binary broadcasts.
    if (message.binary) return;
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event: message.event,
      payload: message.payload,
    };
    if (message.meta) payload.meta = message.meta;
    this.send({ joinRef: null, ref: null, topic: message.topic, event: 'broadcast', payload });
  }

  private fail(error: unknown): void {
    if (error instanceof FrameError) {
      // Phoenix's socket process dies on a frame it cannot decode; the client reconnects.
      this.terminate(1007, error.message);
      return;
    }
    this.services.ctx.log.error('realtime frame failed', { error: String(error) });
    this.terminate(1011, 'internal error');
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.channels.values()) this.drop(channel);
    this.channels.clear();
  }

  private drop(channel: JoinedChannel): void {
    clearTimeout(channel.expiryTimer);
    this.services.hub.remove(channel);
  }

  private reply(
    message: { joinRef: string | null; ref: string | null; topic: string },
    status: 'ok' | 'error',
    response: Record<string, unknown> = {},
  ): void {
    if (message.ref === null) return;
    this.send({
      joinRef: message.joinRef,
      ref: message.ref,
      topic: message.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async receive(frame: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    if (isBinary) {
      if (this.vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
      const push = decodeBinary(frame);
      const channel = this.channels.get(push.topic);
      if (!channel) {
        this.reply(push, 'error', { reason: 'unmatched topic' });
        return;
      }
      await this.broadcastFrom(channel, push, push);
      return;
    }
    const message = decodeText(this.vsn, frame.toString('utf8'));
    await this.handle(message);
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.reply(message, 'ok');
      for (const channel of this.channels.values()) this.checkExpiry(channel);
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    const payload = isObject(message.payload) ? message.payload : {};
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok');
        this.channels.delete(channel.topic);
        this.drop(channel);
        return;
      case 'broadcast': {
        if (typeof payload.event !== 'string') {
          this.reply(message, 'error', { reason: 'broadcast needs an event' });
          return;
        }
        const broadcast: UserBroadcast = {
          topic: channel.topic,
          event: payload.event,
          payload: payload.payload,
        };
        await this.broadcastFrom(channel, broadcast, message);
        return;
      }
      case 'presence':
        this.presence(channel, payload, message);
        return;
      case 'access_token':
        await this.refreshToken(channel, payload.access_token);
        return;
      default:
        this.reply(message, 'error', { reason: `unknown event ${message.event}` });
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith(TOPIC_PREFIX)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    const payload = isObject(message.payload) ? message.payload : {};
    const config = isObject(payload.config) ? payload.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const isPrivate = config.private === true;
    const subTopic = topic.slice(TOPIC_PREFIX.length);

    const existing = this.channels.get(topic);
    if (existing) {
      // Phoenix replaces a duplicate join on one socket: the old channel closes first.
      this.channels.delete(topic);
      this.drop(existing);
      existing.push('phx_close', {});
    }
    if (this.channels.size >= MAX_CHANNELS_PER_CLIENT) {
      this.reply(message, 'error', { reason: 'Too many channels' });
      return;
    }

    const token =
      typeof payload.access_token === 'string' && !isApiKey(payload.access_token)
        ? payload.access_token
        : this.socketToken;
    const { ctx } = this.services;
    const resolved = await resolveToken(token, ctx.keys, ctx.clock.now());
    if (!resolved.ok) {
      this.reply(message, 'error', { reason: resolved.message });
      return;
    }

    const presenceKey =
      typeof presence.key === 'string' && presence.key ? presence.key : randomUUID();
    const channel = new JoinedChannel(
      this,
      topic,
      message.joinRef,
      isPrivate,
      broadcast.self === true,
      broadcast.ack === true,
      presenceKey,
      resolved.identity,
    );
    if (isPrivate) {
      channel.access = await privateChannelAccess(ctx.db, subTopic, resolved.identity);
      if (!channel.access.broadcast_read && !channel.access.presence_read) {
        this.reply(message, 'error', {
          reason: `You do not have permissions to read from this Channel topic: ${subTopic}`,
        });
        return;
      }
    }

    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const { bindings, echo, error } = await this.parseBindings(requested);
    channel.bindings = error ? [] : bindings;

    this.channels.set(topic, channel);
    this.services.hub.add(channel);
    this.reply(message, 'ok', { postgres_changes: echo });
    if (presence.enabled === true && channel.access.presence_read) {
      channel.push('presence_state', this.services.hub.presenceState(channel.scope));
    }
    if (requested.length) {
      channel.push('system', {
        extension: 'postgres_changes',
        status: error ? 'error' : 'ok',
        message: error ?? 'Subscribed to PostgreSQL',
        channel: subTopic,
      });
    }
    this.scheduleExpiry(channel);
  }

  /** Validates the join's `postgres_changes` and builds the reply echo with ids. */
  private async parseBindings(requested: unknown[]): Promise<{
    bindings: PostgresBinding[];
    echo: Record<string, unknown>[];
    error?: string;
  }> {
    const bindings: PostgresBinding[] = [];
    const echo: Record<string, unknown>[] = [];
    let error: string | undefined;
    for (const item of requested) {
      const params = isObject(item) ? item : {};
      const id = bindingId(params);
      echo.push({
        id,
        event: params.event,
        schema: params.schema,
        table: params.table,
        filter: params.filter,
      });
      if (error) continue;
      const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
      const schema = typeof params.schema === 'string' ? params.schema : '';
      const table = typeof params.table === 'string' ? params.table : undefined;
      const description = `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filters: [${String(params.filter ?? '')}]]`;
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event) || !schema) {
        error = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${description}`;
        continue;
      }
      try {
        const conditions =
          typeof params.filter === 'string' && params.filter ? parseFilter(params.filter) : [];
        if (conditions.length) {
          const info =
            schema !== '*' && table && table !== '*'
              ? await this.services.catalog.get(schema, table)
              : undefined;
          if (!info) throw new FilterError('filters need one table');
          for (const condition of conditions) {
            if (!info.types.has(condition.column)) {
              throw new FilterError(`invalid column for filter ${condition.column}`);
            }
          }
        } else if (schema !== '*' && table && table !== '*') {
          if (!(await this.services.catalog.get(schema, table))) {
            throw new FilterError(
              `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${description}`,
            );
          }
        }
        bindings.push({ id, event, schema, table, conditions });
      } catch (failure) {
        if (!(failure instanceof FilterError)) throw failure;
        error = failure.message;
      }
    }
    return { bindings, echo, error };
  }

  private async broadcastFrom(
    channel: JoinedChannel,
    broadcast: UserBroadcast,
    message: { joinRef: string | null; ref: string | null; topic: string },
  ): Promise<void> {
    if (!channel.access.broadcast_write) {
      if (channel.ack) {
        this.reply(message, 'error', {
          reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
        });
      }
      return;
    }
    this.services.hub.broadcast(channel.scope, broadcast, channel);
    if (channel.ack) this.reply(message, 'ok');
  }

  private presence(
    channel: JoinedChannel,
    payload: Record<string, unknown>,
    message: PhoenixMessage,
  ): void {
    if (!channel.access.presence_write) {
      this.reply(message, 'error', {
        reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
      });
      return;
    }
    if (payload.event === 'track') {
      const meta = isObject(payload.payload) ? payload.payload : {};
      this.services.hub.track(channel, channel.presenceKey, meta);
      this.reply(message, 'ok');
    } else if (payload.event === 'untrack') {
      this.services.hub.untrack(channel);
      this.reply(message, 'ok');
    } else {
      this.reply(message, 'error', { reason: 'presence event must be track or untrack' });
    }
  }

  /** Re-authorises a channel with a new token; a bad one ends the channel. */
  private async refreshToken(channel: JoinedChannel, token: unknown): Promise<void> {
    // Realtime ignores API keys, empty values and the token it already has.
    if (typeof token !== 'string' || !token || isApiKey(token)) return;
    if (token === channel.identity.token) return;
    const { ctx } = this.services;
    const resolved = await resolveToken(token, ctx.keys, ctx.clock.now());
    if (!resolved.ok) {
      this.shutdown(channel, resolved.message);
      return;
    }
    if (channel.isPrivate) {
      const access = await privateChannelAccess(ctx.db, channel.subTopic, resolved.identity);
      if (!access.broadcast_read && !access.presence_read) {
        this.shutdown(
          channel,
          `You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
        );
        return;
      }
      channel.access = access;
    }
    channel.identity = resolved.identity;
    this.scheduleExpiry(channel);
  }

  /** Ends a channel the way Realtime does: a `system` error, then `phx_close`. */
  private shutdown(channel: JoinedChannel, reason: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    channel.push('system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.subTopic,
    });
    channel.push('phx_close', {});
    this.channels.delete(channel.topic);
    this.drop(channel);
  }

  private checkExpiry(channel: JoinedChannel): void {
    const { expiresAt } = channel.identity;
    if (expiresAt === undefined) return;
    const now = this.services.ctx.clock.now();
    if (now >= expiresAt) {
      this.shutdown(
        channel,
        `Token has expired ${Math.floor((now - expiresAt) / 1000)} seconds ago`,
      );
    }
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    clearTimeout(channel.expiryTimer);
    const { expiresAt } = channel.identity;
    if (expiresAt === undefined) return;
    const delay = Math.min(
      Math.max(expiresAt - this.services.ctx.clock.now(), 0),
      MAX_EXPIRY_TIMER_MS,
    );
    channel.expiryTimer = setTimeout(() => {
      this.checkExpiry(channel);
      if (this.channels.get(channel.topic) === channel) this.scheduleExpiry(channel);
    }, delay + 50);
    channel.expiryTimer.unref();
  }
}

import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { type ChannelSocket, isObject, type JoinedChannel, type ReplyTo } from './channel.js';
import { checkExpiry, join, leave, refreshToken } from './join.js';
import { broadcastFrom, presence } from './presence-broadcast.js';
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
import type { RealtimeServices } from './services.js';

/** A client that lets this much outgoing data pile up is too slow to keep. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * One WebSocket client: decodes frames with its serializer, answers heartbeats, and runs
 * joins, leaves, broadcasts, presence and token updates for its channels. Frames are handled
 * one at a time so a push that follows a join always finds the channel joined.
 */
export class Connection implements ChannelSocket {
  readonly channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Real time of the last frame, for the idle sweep (Phoenix drops silent sockets). */
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's own credential (`apikey`), used when a join carries no access_token. */
    readonly socketToken: string,
    readonly services: RealtimeServices,
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

  /** Forgets a channel in the hub and stops its expiry timer. */
  drop(channel: JoinedChannel): void {
    clearTimeout(channel.expiryTimer);
    this.services.hub.remove(channel);
  }

  /** Answers `message` with a `phx_reply` (nothing when it carried no ref). */
  reply(message: ReplyTo, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
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
      if (push.topic.includes('\0')) {
        this.reply(push, 'error', { reason: 'Topic may not contain NUL characters' });
        return;
      }
      const channel = this.channels.get(push.topic);
      if (!channel) {
        this.reply(push, 'error', { reason: 'unmatched topic' });
        return;
      }
      await broadcastFrom(this, channel, push, push);
      return;
    }
    const message = decodeText(this.vsn, frame.toString('utf8'));
    try {
      await this.handle(message);
    } catch (error) {
      // A message the server fails on is that channel's problem, not the socket's: Realtime's
      // channel process answers an error and the other channels carry on.
      const id = randomUUID();
      this.services.ctx.log.error('realtime message failed', {
        requestId: id,
        topic: message.topic,
        event: message.event,
        error: String((error as Error)?.stack ?? error),
      });
      this.reply(message, 'error', { reason: `Internal error (request id ${id})` });
    }
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic.includes('\0')) {
      // PostgreSQL text cannot hold NUL, and no channel is ever named with one.
      this.reply(message, 'error', { reason: 'Topic may not contain NUL characters' });
      return;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.reply(message, 'ok');
      for (const channel of this.channels.values()) checkExpiry(this, channel);
      return;
    }
    if (message.event === 'phx_join') {
      await join(this, message);
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
        leave(this, channel, message);
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
        await broadcastFrom(this, channel, broadcast, message);
        return;
      }
      case 'presence':
        presence(this, channel, payload, message);
        return;
      case 'access_token':
        await refreshToken(this, channel, payload.access_token);
        return;
      default:
        this.reply(message, 'error', { reason: `unknown event ${message.event}` });
    }
  }
}

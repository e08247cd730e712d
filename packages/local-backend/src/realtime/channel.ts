import type { Identity } from '../identity.js';
import type { FilterCondition } from './filters.js';
import type { PhoenixMessage, UserBroadcast } from './protocol.js';
import type { RealtimeServices } from './services.js';

/** What an identity may do on a channel; public channels allow everything. */
export interface ChannelAccess {
  broadcast_read: boolean;
  broadcast_write: boolean;
  presence_read: boolean;
  presence_write: boolean;
}

/** Access of a public channel. */
export const PUBLIC_ACCESS: ChannelAccess = {
  broadcast_read: true,
  broadcast_write: true,
  presence_read: true,
  presence_write: true,
};

/** One `postgres_changes` binding of a joined channel. */
export interface PostgresBinding {
  /** Stable id echoed in the join reply and listed in each event's `ids`. */
  id: number;
  /** `*`, `INSERT`, `UPDATE` or `DELETE` (upper-cased). */
  event: string;
  /** `*` for every schema. */
  schema: string;
  /** `*` for every table of the schema. */
  table: string;
  /** The filter's conditions, all of which a row must meet. */
  conditions: FilterCondition[];
  /** Columns to deliver besides the primary key (`select`); `undefined` for all. */
  select?: string[];
}

/** The side of a channel that the hub and the change feeds deliver to. */
export interface Subscriber {
  /** Full topic, `realtime:<name>`. */
  readonly topic: string;
  /** The name after `realtime:`, as `realtime.topic()` and the REST API know it. */
  readonly subTopic: string;
  /** Hub key: public and private channels of one name are separate rooms. */
  readonly scope: string;
  readonly isPrivate: boolean;
  /** Whether the channel wants its own broadcasts back (`config.broadcast.self`). */
  readonly self: boolean;
  /** Identity as of now; token refreshes replace it. */
  identity: Identity;
  access: ChannelAccess;
  bindings: PostgresBinding[];
  /** Ids of the stored messages replayed on join, not to be delivered again live. */
  readonly replayed?: ReadonlySet<string>;
  /** Sends a server push on this channel. */
  push(event: string, payload: unknown): void;
  /** Sends a user broadcast (binary frame on vsn 2.0.0). */
  pushBroadcast(message: UserBroadcast): void;
}

/** The hub key of a topic: private and public channels never share messages. */
export function scopeOf(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

/** Topics of channels start with this; the rest is the sub-topic. */
export const TOPIC_PREFIX = 'realtime:';

/** Whether a decoded payload value is a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a reply goes: the message it answers. */
export type ReplyTo = { joinRef: string | null; ref: string | null; topic: string };

/**
 * What the channel operations (join and leave, postgres changes, presence and broadcast)
 * need of the socket their channels live on.
 */
export interface ChannelSocket {
  readonly services: RealtimeServices;
  /** Joined channels by topic. */
  readonly channels: Map<string, JoinedChannel>;
  /** The socket's own credential (`apikey`), used when a join carries no access_token. */
  readonly socketToken: string;
  /** Answers `message` with a `phx_reply` (nothing when it carried no ref). */
  reply(message: ReplyTo, status: 'ok' | 'error', response?: Record<string, unknown>): void;
  /** Forgets a channel in the hub and stops its expiry timer. */
  drop(channel: JoinedChannel): void;
  /** Sends one server message. */
  send(message: PhoenixMessage): void;
  /** Sends a user broadcast. */
  sendBroadcast(message: UserBroadcast): void;
}

/** A channel joined over one socket. */
export class JoinedChannel implements Subscriber {
  readonly scope: string;
  bindings: PostgresBinding[] = [];
  access: ChannelAccess = PUBLIC_ACCESS;
  readonly replayed = new Set<string>();
  expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    readonly self: boolean,
    readonly ack: boolean,
    readonly presenceKey: string,
    public identity: Identity,
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

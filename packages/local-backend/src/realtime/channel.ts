import type { ChannelIdentity } from './auth.js';
import type { FilterCondition } from './filters.js';
import type { UserBroadcast } from './protocol.js';

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
  schema: string;
  /** `undefined` or `*` for every table of the schema. */
  table?: string;
  conditions: FilterCondition[];
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
  identity: ChannelIdentity;
  access: ChannelAccess;
  bindings: PostgresBinding[];
  /** Sends a server push on this channel. */
  push(event: string, payload: unknown): void;
  /** Sends a user broadcast (binary frame on vsn 2.0.0). */
  pushBroadcast(message: UserBroadcast): void;
}

/** The hub key of a topic: private and public channels never share messages. */
export function scopeOf(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

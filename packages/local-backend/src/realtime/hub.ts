import { randomUUID } from 'node:crypto';
import type { Subscriber } from './channel.js';
import type { UserBroadcast } from './protocol.js';

/** One tracked presence: the meta a channel sent, under a server-made `phx_ref`. */
interface PresenceEntry {
  key: string;
  ref: string;
  meta: Record<string, unknown>;
}

type Metas = Record<string, { metas: Record<string, unknown>[] }>;

function metasOf(entries: Iterable<PresenceEntry>): Metas {
  const state: Metas = {};
  for (const entry of entries) {
    state[entry.key] ??= { metas: [] };
    state[entry.key]?.metas.push({ ...entry.meta, phx_ref: entry.ref });
  }
  return state;
}

/**
 * The rooms: which channels are joined to each topic, what each has tracked in presence,
 * and fan-out of broadcasts and presence diffs to the channels allowed to read them.
 */
export class Hub {
  private readonly rooms = new Map<string, Set<Subscriber>>();
  private readonly presence = new Map<string, Map<Subscriber, PresenceEntry>>();
  /** Every joined channel with at least one `postgres_changes` binding. */
  readonly changeSubscribers = new Set<Subscriber>();

  /** Adds a joined channel to its room. */
  add(channel: Subscriber): void {
    let room = this.rooms.get(channel.scope);
    if (!room) {
      room = new Set();
      this.rooms.set(channel.scope, room);
    }
    room.add(channel);
    if (channel.bindings.length) this.changeSubscribers.add(channel);
  }

  /** Removes a channel (left, closed or disconnected), announcing its presence leave. */
  remove(channel: Subscriber): void {
    this.untrack(channel);
    this.changeSubscribers.delete(channel);
    const room = this.rooms.get(channel.scope);
    room?.delete(channel);
    if (room && room.size === 0) this.rooms.delete(channel.scope);
  }

  /** The channels joined to a room. */
  members(scope: string): Iterable<Subscriber> {
    return this.rooms.get(scope) ?? [];
  }

  /** Number of channels joined across every room. */
  get size(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.size;
    return count;
  }

  /**
   * Sends a broadcast to every channel of the room that may read broadcasts, except `sender`
   * unless it asked for `self`.
   */
  broadcast(scope: string, message: UserBroadcast, sender?: Subscriber): number {
    let delivered = 0;
    for (const channel of this.members(scope)) {
      if (channel === sender && !channel.self) continue;
      if (!channel.access.broadcast_read) continue;
      if (typeof message.meta?.id === 'string' && channel.replayed?.has(message.meta.id)) continue;
      channel.pushBroadcast({ ...message, topic: channel.topic });
      delivered++;
    }
    return delivered;
  }

  /** The room's presence state in Phoenix's shape: `{key: {metas: […]}}`. */
  presenceState(scope: string): Metas {
    return metasOf(this.presence.get(scope)?.values() ?? []);
  }

  /** Tracks (or re-tracks, replacing) a channel's presence meta under `key`. */
  track(channel: Subscriber, key: string, meta: Record<string, unknown>): void {
    let room = this.presence.get(channel.scope);
    if (!room) {
      room = new Map();
      this.presence.set(channel.scope, room);
    }
    const previous = room.get(channel);
    const entry: PresenceEntry = { key, ref: randomUUID(), meta };
    room.set(channel, entry);
    this.sendDiff(channel.scope, [entry], previous ? [previous] : []);
  }

  /** Forgets a channel's presence, if it tracked any. */
  untrack(channel: Subscriber): void {
    const room = this.presence.get(channel.scope);
    const entry = room?.get(channel);
    if (!room || !entry) return;
    room.delete(channel);
    if (room.size === 0) this.presence.delete(channel.scope);
    this.sendDiff(channel.scope, [], [entry]);
  }

  private sendDiff(scope: string, joins: PresenceEntry[], leaves: PresenceEntry[]): void {
    const diff = { joins: metasOf(joins), leaves: metasOf(leaves) };
    for (const channel of this.members(scope)) {
      if (channel.access.presence_read) channel.push('presence_diff', diff);
    }
  }
}

import type { RealtimeClient } from '@supabase/realtime-js';
import { toTandemError } from '../errors/map-error.js';
import type { SupabaseParts } from '../internal/context.js';
import { openChannel } from './channel-setup.js';
import { createConnectionWatch } from './connection.js';
import { markOffline, markOnline } from './network-status.js';
import type { PresenceMeta } from './presence.js';
import { scheduleRebuild } from './rebuild.js';
import { followSession } from './session-follow.js';
import { applySubscribeState } from './subscribe-state.js';
import { createTokenKeeper } from './token-keeper.js';
import { TopicEntry, type TopicListener } from './topic-entry.js';
import { leaseOf } from './topic-lease.js';
import { releaseTopic } from './topic-release.js';

/** A subscriber's hold on a topic. */
export interface TopicLease {
  /** Leaves the topic; the channel is removed when no one else holds it. */
  release(): Promise<void>;
  /** Sets this client's editing state in the topic's presence (board topics). */
  trackEditing(editingTaskId: string | null): void;
}

/** What the registry needs to know about the signed-in user for presence. */
export type ResolveIdentity = () => Promise<PresenceMeta>;

/**
 * The channels of one client, keyed by topic and reference-counted: subscribers of one topic
 * share one supabase-js channel (supabase-js allows one subscription per topic), and the last
 * one to leave removes it. Removal waits for the next macrotask, so a subscriber that leaves
 * and comes straight back (React StrictMode's double effects) keeps the same channel.
 *
 * Channels follow the session: while any is open the socket's token is renewed before it
 * expires and replaced on every refresh; a channel the server closed (expired token, ended
 * session) is rebuilt with a backoff, and at once after a sign-in or refresh; when the page
 * becomes visible again or the browser comes back online, the socket is checked and closed
 * channels are rebuilt.
 */
export function createChannelRegistry(supabase: SupabaseParts, resolveIdentity: ResolveIdentity) {
  const entries = new Map<string, TopicEntry>();
  /** Channels being removed: a new channel of the topic waits, or supabase-js would reuse it. */
  const removals = new Map<string, Promise<void>>();
  /** The realtime client, once the first channel has loaded it. */
  let socket: RealtimeClient | undefined;
  const isConnected = () => socket?.isConnected() === true;
  const tokens = createTokenKeeper(supabase);
  const connection = createConnectionWatch(
    () => socket,
    () => entries.size > 0,
    {
      offline: () => markOffline(entries.values()),
      online: () => {
        markOnline(entries.values(), isConnected);
        wake();
      },
      visible: () => wake(),
    },
  );
  const rebuild = (entry: TopicEntry) => scheduleRebuild(entry, start);
  const releaseContext = {
    supabase,
    entries,
    removals,
    onLastChannel: () => tokens.stop(),
    onRemoved: () => connection.check(),
  };
  let authHooked = false;

  /** The page is back (visible, online): check the socket and rebuild closed channels. */
  function wake(): void {
    if (entries.size === 0) return;
    if (socket && !socket.isConnected()) socket.connect();
    void tokens.sync().catch(() => undefined);
    for (const entry of entries.values()) {
      if (entry.closedByServer) rebuild(entry);
    }
  }

  function hookAuth(): void {
    if (authHooked) return;
    authHooked = true;
    followSession(supabase, tokens, () => {
      for (const entry of entries.values()) {
        if (entry.closedByServer) void start(entry);
      }
    });
  }

  async function start(entry: TopicEntry): Promise<void> {
    entry.closedByServer = false;
    clearTimeout(entry.rebuildTimer);
    entry.rebuildTimer = undefined;
    try {
      await removals.get(entry.topic);
      const realtime = await supabase.realtime();
      socket = realtime;
      // The join carries the access token: hand realtime the current one (refreshed when due),
      // never the key supabase-js falls back to when it momentarily finds no session.
      await tokens.sync();
      const identity = entry.withPresence ? await resolveIdentity() : undefined;
      if (entry.released) return;
      openChannel(realtime, entry, identity, (state, reason) => {
        if (entry.released) return;
        applySubscribeState(entry, state, reason, {
          isConnected,
          isOffline: connection.isOffline,
          rebuild,
        });
        connection.check();
      });
    } catch (error) {
      if (entry.released) return;
      entry.closedByServer = true;
      entry.setStatus('error');
      entry.error(toTandemError(error));
    }
  }

  /**
   * Subscribes `listener` to `topic`, creating its channel when it is the first. The listener
   * hears the current status (and presence) right after this returns.
   */
  function acquire(
    topic: string,
    options: { presence: boolean },
    listener: TopicListener,
  ): TopicLease {
    hookAuth();
    connection.watch();
    let entry = entries.get(topic);
    const created = !entry;
    if (!entry) {
      entry = new TopicEntry(topic, options.presence);
      entries.set(topic, entry);
      tokens.start();
    }
    const current = entry;
    current.listeners.add(listener);
    const lease = leaseOf(current, listener, () => releaseTopic(current, listener, releaseContext));
    if (created) void start(current);
    return lease;
  }

  return {
    acquire,
    connectionState: connection.state,
    onConnectionChange: connection.subscribe,
  };
}

/** The channel registry of one client. */
export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;

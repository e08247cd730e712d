import type { REALTIME_SUBSCRIBE_STATES, RealtimeClient } from '@supabase/realtime-js';
import { PRESENCE_THROTTLE_MS } from '@tandem/schemas';
import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import type { SupabaseParts } from '../internal/context.js';
import { createConnectionWatch } from './connection.js';
import { type PresenceMeta, ThrottledPresence } from './presence.js';
import { createTokenKeeper } from './token-keeper.js';
import { CHANGE_EVENTS, TopicEntry, type TopicListener } from './topic-entry.js';

/**
 * realtime-js's subscribe states, spelled here so that its module (and phoenix) is fetched with
 * the first channel, not with this file.
 */
const SUBSCRIBE_STATES = {
  SUBSCRIBED: 'SUBSCRIBED',
  CLOSED: 'CLOSED',
  CHANNEL_ERROR: 'CHANNEL_ERROR',
} as const satisfies Record<string, `${REALTIME_SUBSCRIBE_STATES}`>;

/** Waits before the rebuilds of a channel the server closed: the last one repeats. */
const REBUILD_BACKOFF_MS = [0, 1_000, 2_000, 5_000, 10_000, 30_000];

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
      offline: () => {
        for (const entry of entries.values()) {
          if (entry.status !== 'error') entry.setStatus('offline');
        }
      },
      online: () => {
        for (const entry of entries.values()) {
          if (entry.status !== 'offline') continue;
          if (entry.channel?.state === 'joined' && isConnected()) {
            // The socket outlived the blip, so no rejoin will come to say the channel is live:
            // it is live now, and what may have been missed is read again.
            entry.setStatus('live');
            entry.resync();
          } else {
            entry.setStatus('reconnecting');
          }
        }
        wake();
      },
      visible: () => wake(),
    },
  );
  let authHooked = false;

  /** The page is back (visible, online): check the socket and rebuild closed channels. */
  function wake(): void {
    if (entries.size === 0) return;
    if (socket && !socket.isConnected()) socket.connect();
    void tokens.sync().catch(() => undefined);
    for (const entry of entries.values()) {
      if (entry.closedByServer) scheduleRebuild(entry);
    }
  }

  function hookAuth(): void {
    if (authHooked) return;
    authHooked = true;
    supabase.auth.onAuthStateChange((event, session) => {
      // Deferred: supabase-js awaits these callbacks inside its sign-in and refresh, and a
      // Supabase call awaited inside one (a refresh inside TOKEN_REFRESHED) waits forever.
      setTimeout(() => {
        // Hand every new access token to realtime (supabase-js does too; doing it here also
        // plans its renewal), then rebuild at once the channels the server closed.
        void tokens.use(session).then(() => {
          if (event !== 'SIGNED_IN' && event !== 'TOKEN_REFRESHED') return;
          for (const entry of entries.values()) {
            if (entry.closedByServer) void start(entry);
          }
        });
      }, 0);
    });
  }

  /** Rebuilds a channel the server closed, after the backoff its earlier attempts call for. */
  function scheduleRebuild(entry: TopicEntry): void {
    if (entry.rebuildTimer || entry.released) return;
    const wait =
      REBUILD_BACKOFF_MS[Math.min(entry.rebuildAttempts, REBUILD_BACKOFF_MS.length - 1)] ?? 0;
    entry.rebuildAttempts += 1;
    entry.rebuildTimer = setTimeout(() => {
      entry.rebuildTimer = undefined;
      if (entry.closedByServer && !entry.released) void start(entry);
    }, wait);
  }

  function onSubscribeState(
    entry: TopicEntry,
    state: `${REALTIME_SUBSCRIBE_STATES}`,
    reason: Error | undefined,
  ): void {
    if (entry.released) return;
    if (state === SUBSCRIBE_STATES.SUBSCRIBED) {
      const afterGap = entry.hasBeenLive && entry.status !== 'live';
      entry.hasBeenLive = true;
      entry.rebuildAttempts = 0;
      entry.setStatus('live');
      entry.presence?.joinedChannel();
      if (afterGap) entry.resync();
    } else {
      entry.presence?.leftChannel();
      if (state === SUBSCRIBE_STATES.CLOSED) {
        // Not our doing (we ignore released entries): the server ended the channel, e.g.
        // because its token expired. supabase-js forgot it, so it is built again; a join the
        // server refuses then says so (`error`).
        entry.channel = undefined;
        entry.closedByServer = true;
        if (entry.status !== 'error')
          entry.setStatus(entry.hasBeenLive ? 'reconnecting' : 'connecting');
        scheduleRebuild(entry);
      } else if (state === SUBSCRIBE_STATES.CHANNEL_ERROR && isConnected()) {
        // The socket is fine, so the server refused the join: not a member (or no session).
        // supabase-js retries with a backoff, which picks up a membership granted later.
        refuse(entry, reason);
      } else if (connection.isOffline()) {
        entry.setStatus('offline');
      } else {
        entry.setStatus(entry.hasBeenLive ? 'reconnecting' : 'connecting');
      }
    }
    connection.check();
  }

  function refuse(entry: TopicEntry, reason: Error | undefined): void {
    if (entry.setStatus('error')) {
      entry.error(new TandemError('data/forbidden', { cause: reason }));
    }
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
      const channel = realtime.channel(entry.topic, {
        config: {
          private: true,
          ...(identity ? { presence: { key: identity.user_id, enabled: true } } : {}),
        },
      });
      for (const event of CHANGE_EVENTS) {
        channel.on('broadcast', { event }, (message) => entry.broadcast(message.payload));
      }
      if (identity) {
        channel.on('presence', { event: 'sync' }, () =>
          entry.presenceChanged(channel.presenceState() as Record<string, unknown[]>),
        );
        entry.presence = new ThrottledPresence(
          { ...identity, editing_task_id: entry.pendingEditingTaskId },
          (meta) => void channel.track(meta),
          PRESENCE_THROTTLE_MS,
        );
      }
      entry.channel = channel;
      channel.subscribe((state, reason) => onSubscribeState(entry, state, reason));
    } catch (error) {
      if (entry.released) return;
      entry.closedByServer = true;
      entry.setStatus('error');
      entry.error(toTandemError(error));
    }
  }

  function release(entry: TopicEntry, listener: TopicListener): Promise<void> {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return Promise.resolve();
    return new Promise((resolve) => {
      entry.releaseWaiters.push(resolve);
      if (entry.releaseTimer) return;
      entry.releaseTimer = setTimeout(() => {
        entry.releaseTimer = undefined;
        const settle = () => {
          for (const wake of entry.releaseWaiters.splice(0)) wake();
        };
        // Someone subscribed again meanwhile: the channel stays.
        if (entry.listeners.size > 0) return settle();
        entries.delete(entry.topic);
        if (entries.size === 0) tokens.stop();
        entry.released = true;
        clearTimeout(entry.rebuildTimer);
        entry.presence?.leftChannel();
        const channel = entry.channel;
        entry.channel = undefined;
        const removal = channel
          ? supabase
              .realtime()
              .then((realtime) => realtime.removeChannel(channel))
              .then(
                () => undefined,
                () => undefined,
              )
          : Promise.resolve();
        removals.set(entry.topic, removal);
        void removal.then(() => {
          if (removals.get(entry.topic) === removal) removals.delete(entry.topic);
          connection.check();
          settle();
        });
      }, 0);
    });
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
    // Told after the subscribe call returns, so handlers never run inside it.
    queueMicrotask(() => {
      if (!current.listeners.has(listener)) return;
      listener.status(current.status);
      if (current.presenceState) listener.presence?.(current.presenceState);
    });
    if (created) void start(current);
    let released = false;
    return {
      release: () => {
        if (released) return Promise.resolve();
        released = true;
        return release(current, listener);
      },
      trackEditing: (editingTaskId) => {
        if (released) return;
        current.pendingEditingTaskId = editingTaskId;
        current.presence?.update({ editing_task_id: editingTaskId });
      },
    };
  }

  return {
    acquire,
    connectionState: connection.state,
    onConnectionChange: connection.subscribe,
  };
}

/** The channel registry of one client. */
export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;

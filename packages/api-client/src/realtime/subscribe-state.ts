import type { REALTIME_SUBSCRIBE_STATES } from '@supabase/realtime-js';
import { TandemError } from '../errors/tandem-error.js';
import type { TopicEntry } from './topic-entry.js';

/**
 * realtime-js's subscribe states, spelled here so that its module (and phoenix) is fetched with
 * the first channel, not with this file.
 */
const SUBSCRIBE_STATES = {
  SUBSCRIBED: 'SUBSCRIBED',
  CLOSED: 'CLOSED',
  CHANNEL_ERROR: 'CHANNEL_ERROR',
} as const satisfies Record<string, `${REALTIME_SUBSCRIBE_STATES}`>;

/** What a subscribe state is read against: the socket, the network, and rebuilding. */
export interface SubscribeStateContext {
  isConnected(): boolean;
  isOffline(): boolean;
  /** Rebuilds, after a backoff, a channel the server closed. */
  rebuild(entry: TopicEntry): void;
}

/** Moves `entry` to the status a new subscribe state of its channel means. */
export function applySubscribeState(
  entry: TopicEntry,
  state: `${REALTIME_SUBSCRIBE_STATES}`,
  reason: Error | undefined,
  context: SubscribeStateContext,
): void {
  if (state === SUBSCRIBE_STATES.SUBSCRIBED) {
    const afterGap = entry.hasBeenLive && entry.status !== 'live';
    entry.hasBeenLive = true;
    entry.rebuildAttempts = 0;
    entry.setStatus('live');
    entry.presence?.joinedChannel();
    if (afterGap) entry.resync();
    return;
  }
  entry.presence?.leftChannel();
  if (state === SUBSCRIBE_STATES.CLOSED) {
    // Not our doing (we ignore released entries): the server ended the channel, e.g.
    // because its token expired. supabase-js forgot it, so it is built again; a join the
    // server refuses then says so (`error`).
    entry.channel = undefined;
    entry.closedByServer = true;
    if (entry.status !== 'error')
      entry.setStatus(entry.hasBeenLive ? 'reconnecting' : 'connecting');
    context.rebuild(entry);
  } else if (state === SUBSCRIBE_STATES.CHANNEL_ERROR && context.isConnected()) {
    // The socket is fine, so the server refused the join: not a member (or no session).
    // supabase-js retries with a backoff, which picks up a membership granted later.
    if (entry.setStatus('error')) {
      entry.error(new TandemError('data/forbidden', { cause: reason }));
    }
  } else if (context.isOffline()) {
    entry.setStatus('offline');
  } else {
    entry.setStatus(entry.hasBeenLive ? 'reconnecting' : 'connecting');
  }
}

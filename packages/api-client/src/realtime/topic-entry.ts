import type { RealtimeChannel } from '@supabase/supabase-js';
import type { TandemError } from '../errors/tandem-error.js';
import type { ThrottledPresence } from './presence.js';
import type { ChannelStatus } from './types.js';

/** The three events `realtime.broadcast_changes()` sends. */
export const CHANGE_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** What a subscriber of one topic is told; each subscriber maps it to its own handlers. */
export interface TopicListener {
  /** A `broadcast_changes` message arrived. */
  change(payload: unknown): void;
  /** The presence state changed (board topics only). */
  presence?(state: Record<string, unknown[]>): void;
  status(status: ChannelStatus): void;
  resync(): void;
  error(error: TandemError): void;
}

/**
 * One private topic of the registry: one supabase-js channel shared by all its subscribers,
 * the channel's status as they see it, and this client's presence on it.
 */
export class TopicEntry {
  readonly listeners = new Set<TopicListener>();
  status: ChannelStatus = 'connecting';
  /** Whether the channel was live once: a later rejoin follows a gap, hence a resync. */
  hasBeenLive = false;
  channel: RealtimeChannel | undefined;
  presence: ThrottledPresence | undefined;
  /** The editing state tracked before the channel (and its presence) existed. */
  pendingEditingTaskId: string | null = null;
  /** Set once the last subscriber left and the channel is being removed. */
  released = false;
  /**
   * The server closed the channel (its token expired, the session ended, access was revoked):
   * it is rebuilt, with a backoff, and at once on the next sign-in or token refresh.
   */
  closedByServer = false;
  /** Rebuilds tried since the channel was last live; sets the backoff of the next one. */
  rebuildAttempts = 0;
  rebuildTimer: ReturnType<typeof setTimeout> | undefined;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
  readonly releaseWaiters: (() => void)[] = [];
  presenceState: Record<string, unknown[]> | undefined;

  constructor(
    readonly topic: string,
    readonly withPresence: boolean,
  ) {}

  /** Moves to `status` and tells every subscriber, once per change. */
  setStatus(status: ChannelStatus): boolean {
    if (this.status === status) return false;
    this.status = status;
    for (const listener of this.listeners) listener.status(status);
    return true;
  }

  broadcast(payload: unknown): void {
    for (const listener of this.listeners) listener.change(payload);
  }

  presenceChanged(state: Record<string, unknown[]>): void {
    this.presenceState = state;
    for (const listener of this.listeners) listener.presence?.(state);
  }

  resync(): void {
    for (const listener of this.listeners) listener.resync();
  }

  error(error: TandemError): void {
    for (const listener of this.listeners) listener.error(error);
  }
}

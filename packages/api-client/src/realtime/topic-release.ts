import type { SupabaseParts } from '../internal/context.js';
import type { TopicEntry, TopicListener } from './topic-entry.js';

/** The registry's state a release changes, and what it tells when a channel is gone. */
export interface ReleaseContext {
  readonly supabase: SupabaseParts;
  readonly entries: Map<string, TopicEntry>;
  /** Channels being removed: a new channel of the topic waits, or supabase-js would reuse it. */
  readonly removals: Map<string, Promise<void>>;
  /** The last channel is going: nothing needs the socket's token any more. */
  onLastChannel(): void;
  /** A channel was removed: the socket's state may have changed. */
  onRemoved(): void;
}

/**
 * Takes `listener` off `entry`, and when it was the last one removes the channel on the next
 * macrotask, unless someone subscribed again meanwhile. Resolves once that is settled.
 */
export function releaseTopic(
  entry: TopicEntry,
  listener: TopicListener,
  context: ReleaseContext,
): Promise<void> {
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
      removeChannel(entry, context, settle);
    }, 0);
  });
}

/** Forgets the topic and removes its channel from realtime, then calls `removed`. */
function removeChannel(entry: TopicEntry, context: ReleaseContext, removed: () => void): void {
  const { entries, removals, supabase } = context;
  entries.delete(entry.topic);
  if (entries.size === 0) context.onLastChannel();
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
    context.onRemoved();
    removed();
  });
}

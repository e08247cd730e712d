import type { REALTIME_SUBSCRIBE_STATES, RealtimeClient } from '@supabase/realtime-js';
import { PRESENCE_THROTTLE_MS } from '@tandem/schemas';
import { type PresenceMeta, ThrottledPresence } from './presence.js';
import { CHANGE_EVENTS, type TopicEntry } from './topic-entry.js';

/**
 * Builds the supabase-js channel of `entry` and subscribes it: its change broadcasts and (with
 * an identity) its presence go to the entry's subscribers, and each subscribe state to
 * `onState`.
 */
export function openChannel(
  realtime: RealtimeClient,
  entry: TopicEntry,
  identity: PresenceMeta | undefined,
  onState: (state: `${REALTIME_SUBSCRIBE_STATES}`, reason: Error | undefined) => void,
): void {
  const channel = realtime.channel(entry.topic, {
    config: {
      private: true,
      ...(identity ? { presence: { key: identity.user_id, enabled: true } } : {}),
    },
  });
  for (const event of CHANGE_EVENTS) {
    channel.on('broadcast', { event }, (message) => {
      // `broadcast_changes` names the event after the operation; a message that does not is
      // not a row change of the database's.
      if ((message.payload as { operation?: unknown } | undefined)?.operation !== event) return;
      entry.broadcast(message.payload);
    });
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
  channel.subscribe(onState);
}

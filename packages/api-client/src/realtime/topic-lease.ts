import type { TopicLease } from './registry.js';
import type { TopicEntry, TopicListener } from './topic-entry.js';

/**
 * The lease `listener` holds on `entry`: released at most once, and tracking nothing after.
 * The listener hears the entry's current status (and presence) right after this returns.
 */
export function leaseOf(
  entry: TopicEntry,
  listener: TopicListener,
  release: () => Promise<void>,
): TopicLease {
  // Told after the subscribe call returns, so handlers never run inside it.
  queueMicrotask(() => {
    if (!entry.listeners.has(listener)) return;
    listener.status(entry.status);
    if (entry.presenceState) listener.presence?.(entry.presenceState);
  });
  let released = false;
  return {
    release: () => {
      if (released) return Promise.resolve();
      released = true;
      return release();
    },
    trackEditing: (editingTaskId) => {
      if (released) return;
      entry.pendingEditingTaskId = editingTaskId;
      entry.presence?.update({ editing_task_id: editingTaskId });
    },
  };
}

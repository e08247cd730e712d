import type { TopicEntry } from './topic-entry.js';

/** Waits before the rebuilds of a channel the server closed: the last one repeats. */
const REBUILD_BACKOFF_MS = [0, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Rebuilds (with `start`) a channel the server closed, after the backoff its earlier attempts
 * call for; does nothing while a rebuild is planned or once the topic is released.
 */
export function scheduleRebuild(entry: TopicEntry, start: (entry: TopicEntry) => unknown): void {
  if (entry.rebuildTimer || entry.released) return;
  const wait =
    REBUILD_BACKOFF_MS[Math.min(entry.rebuildAttempts, REBUILD_BACKOFF_MS.length - 1)] ?? 0;
  entry.rebuildAttempts += 1;
  entry.rebuildTimer = setTimeout(() => {
    entry.rebuildTimer = undefined;
    if (entry.closedByServer && !entry.released) void start(entry);
  }, wait);
}

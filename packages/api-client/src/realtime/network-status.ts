import type { TopicEntry } from './topic-entry.js';

/** The browser lost the network: every channel not refused is offline. */
export function markOffline(entries: Iterable<TopicEntry>): void {
  for (const entry of entries) {
    if (entry.status !== 'error') entry.setStatus('offline');
  }
}

/**
 * The browser is back online: an offline channel whose socket outlived the blip is live again,
 * the others reconnect.
 */
export function markOnline(entries: Iterable<TopicEntry>, isConnected: () => boolean): void {
  for (const entry of entries) {
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
}

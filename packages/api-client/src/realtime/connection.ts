import type { RealtimeClient } from '@supabase/realtime-js';
import { isBrowser } from '../internal/environment.js';
import type { ConnectionState } from './types.js';

/**
 * The realtime socket's state as {@link ConnectionState}, and the browser's online/offline
 * events. supabase-js exposes the socket's state but no event for it, so changes are noticed
 * when a channel's state changes (a dropped socket errors every channel on it, a reconnect
 * rejoins them): listeners hear about the socket while at least one channel is subscribed.
 *
 * With no channel held the state is `closed`, whatever the socket does: realtime-js keeps an
 * unused socket open for a while (to reuse it), but nothing of this client is connected.
 *
 * @param socket - the realtime client, once loaded (it is with the first channel).
 * @param hasChannels - whether the client holds at least one channel now.
 */
export function createConnectionWatch(
  socket: () => RealtimeClient | undefined,
  hasChannels: () => boolean,
  network: { offline: () => void; online: () => void; visible: () => void },
) {
  const listeners = new Set<(state: ConnectionState) => void>();
  let last: ConnectionState | undefined;
  let watching = false;

  function state(): ConnectionState {
    if (!hasChannels()) return 'closed';
    // Not loaded yet: the first channel is fetching realtime's code to connect.
    const current = socket()?.connectionState() ?? 'connecting';
    if (current === 'open') return 'open';
    if (current === 'connecting') return 'connecting';
    return 'closed';
  }

  function check(): void {
    const now = state();
    if (now === last) return;
    last = now;
    for (const listener of listeners) listener(now);
  }

  return {
    state,
    check,
    /** Whether the browser says there is no network (never outside browsers). */
    isOffline(): boolean {
      return isBrowser() && typeof navigator !== 'undefined' && navigator.onLine === false;
    },
    /** Starts listening to the browser's network and visibility events, once. */
    watch(): void {
      if (watching || !isBrowser()) return;
      watching = true;
      window.addEventListener('offline', () => {
        network.offline();
        check();
      });
      window.addEventListener('online', () => {
        network.online();
        check();
      });
      // A tab in the background may have had its socket dropped or its timers frozen.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        network.visible();
        check();
      });
    },
    /** Calls `listener` on every change of the socket's state; returns a function to stop. */
    subscribe(listener: (state: ConnectionState) => void): () => void {
      listeners.add(listener);
      last ??= state();
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

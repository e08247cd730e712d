import { useSyncExternalStore } from 'react';

let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

function setOffline(next: boolean) {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
}

/**
 * The connection is lost: the browser said so, or a request failed with `network/offline`
 * (the browser can think it is online while the backend is unreachable).
 */
export function reportOffline(): void {
  setOffline(true);
}

/**
 * A request succeeded or the browser is back online: the banner clears itself. While the
 * browser itself says it is offline, a late answer to a request sent before does not count.
 */
export function reportOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  setOffline(false);
}

/** Follows the browser's own online/offline events; returns the clean-up. */
export function watchBrowserConnection(): () => void {
  window.addEventListener('online', reportOnline);
  window.addEventListener('offline', reportOffline);
  return () => {
    window.removeEventListener('online', reportOnline);
    window.removeEventListener('offline', reportOffline);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app currently believes it is offline. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}

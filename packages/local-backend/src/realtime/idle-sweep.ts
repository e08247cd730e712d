import type { Connection } from './connection.js';

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * Closes, four times per timeout, the sockets that have sent nothing for the timeout, as
 * Phoenix does. The timer keeps no process alive. Returns what stops it.
 */
export function sweepIdleConnections(connections: ReadonlySet<Connection>): () => void {
  const timer = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) {
      if (connection.lastSeen < cutoff) connection.terminate(1000, 'heartbeat timeout');
    }
  }, IDLE_TIMEOUT_MS / 4);
  timer.unref();
  return () => clearInterval(timer);
}

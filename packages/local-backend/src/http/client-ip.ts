import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The address of the peer that sent the request (the TCP socket's, never a forwarded header a
 * client could forge). `'unknown'` when the request did not come through the Node server.
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

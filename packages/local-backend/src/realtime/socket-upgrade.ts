import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BackendContext } from '../context.js';
import { channelIdentity } from './channel-identity.js';
import type { Vsn } from './protocol.js';

/** Whether a WebSocket upgrade may go ahead: its protocol version and token, or the refusal. */
export type UpgradeCheck =
  | { ok: true; vsn: Vsn; token: string }
  | { ok: false; status: number; reason: string; message: string };

/**
 * Checks a request to open the realtime socket: a protocol version Realtime speaks (`vsn`
 * 1.0.0 or 2.0.0, the first by default) and an `apikey` (query or header) that resolves to an
 * identity, as Realtime refuses them: 400 for the version, 403 for the key.
 */
export async function checkUpgrade(
  request: IncomingMessage,
  ctx: Pick<BackendContext, 'keys' | 'clock'>,
): Promise<UpgradeCheck> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const vsn = url.searchParams.get('vsn') ?? '1.0.0';
  if (vsn !== '1.0.0' && vsn !== '2.0.0') {
    return { ok: false, status: 400, reason: 'Bad Request', message: 'unsupported vsn' };
  }
  const apikey = url.searchParams.get('apikey') ?? request.headers.apikey;
  const token = typeof apikey === 'string' ? apikey : '';
  const resolved = token
    ? await channelIdentity(token, ctx)
    : ({ ok: false, message: 'apikey is required' } as const);
  if (!resolved.ok) {
    return { ok: false, status: 403, reason: 'Forbidden', message: resolved.message };
  }
  return { ok: true, vsn, token };
}

/** Answers an upgrade request with an HTTP error and closes the socket. */
export function refuse(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

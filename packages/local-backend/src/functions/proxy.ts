import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { limitBody } from './body-limit.js';

// Kept-alive connections to the workers: a warm call costs no TCP handshake.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

// Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Sends `request` to the worker on `port` at `path` (with its query) and answers with the
 * worker's response as it streams: status, headers and body untouched (no decompression).
 * Rejects when the worker cannot be reached or drops the connection before answering, and
 * with `BodyTooLarge` as soon as the body streams past `maxBodyBytes`.
 */
export function proxyToWorker(
  request: Request,
  port: number,
  path: string,
  maxBodyBytes: number,
): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: request.method, headers, agent },
      (incoming) => {
        const status = incoming.statusCode ?? 502;
        const noBody = status === 204 || status === 304 || request.method === 'HEAD';
        resolve(
          new Response(noBody ? null : (Readable.toWeb(incoming) as ReadableStream), {
            status,
            statusText: incoming.statusMessage,
            headers: responseHeaders(incoming.headers),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    request.signal.addEventListener('abort', () => outgoing.destroy(), { once: true });
    if (!request.body) return outgoing.end();
    const body = Readable.fromWeb(limitBody(request.body, maxBodyBytes) as never);
    // pipe() leaves the request open when its source fails: end it, and say why.
    body.once('error', (error) => {
      outgoing.destroy(error);
      reject(error);
    });
    body.pipe(outgoing);
  });
}

import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';

/** Response header carrying the request id, as Supabase's API gateway names it. */
export const REQUEST_ID_HEADER = 'sb-request-id';

const requestIds = new WeakMap<Request, string>();

/** The id given to this request by {@link requestIdMiddleware}, or `'-'` outside it. */
export function requestIdOf(c: Context): string {
  return requestIds.get(c.req.raw) ?? '-';
}

/**
 * Gives every request an id, returns it in {@link REQUEST_ID_HEADER} and logs every 5xx
 * answer with it (and the start of its body), so a failure a client reports can be found in
 * the server log. Bodies never carry stack traces: the surfaces log those themselves.
 */
export function requestIdMiddleware(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    requestIds.set(c.req.raw, id);
    await next();
    // Set on the response itself: c.header() would rebuild it around a stream (unless its
    // headers are frozen, then only that works).
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      c.header(REQUEST_ID_HEADER, id);
    }
    if (c.res.status >= 500) {
      const body = await c.res
        .clone()
        .text()
        .catch(() => '');
      log.error('request failed', {
        requestId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        body: body.slice(0, 500),
      });
    }
  };
}

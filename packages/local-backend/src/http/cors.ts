import type { Context, MiddlewareHandler } from 'hono';

/** What {@link cors} allows. */
export interface CorsOptions {
  /** The `Access-Control-Allow-Origin` for a request's `Origin`, or `null` for none. */
  origin: (origin: string, c: Context) => string | null;
  allowMethods: string[];
  exposeHeaders: string[];
  /** Seconds a preflight may be cached. */
  maxAge: number;
}

/** Applies `edit` to the response's headers, copying the response first if they are frozen. */
function editHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}

/**
 * CORS with the headers Hono's `cors()` sends (preflights answered here, `Vary: Origin`, the
 * handler's own exposed headers kept after the gateway's list), added to the handler's
 * response after it returns. Hono's middleware writes them to `c.res` before the handler
 * runs, which makes Hono rebuild every response around a stream that the Node adapter then
 * reads chunk by chunk instead of writing the body at once.
 */
export function cors(options: CorsOptions): MiddlewareHandler {
  const methods = options.allowMethods.join(',');
  const exposed = options.exposeHeaders.join(',');
  return async (c, next) => {
    const origin = options.origin(c.req.header('origin') ?? '', c);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers();
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', exposed);
      headers.append('Vary', 'Origin');
      headers.set('Access-Control-Max-Age', String(options.maxAge));
      headers.set('Access-Control-Allow-Methods', methods);
      const requested = c.req.header('access-control-request-headers');
      if (requested) {
        const list = requested.split(',').map((h) => h.trim());
        headers.set('Access-Control-Allow-Headers', list.join(','));
        headers.append('Vary', 'Access-Control-Request-Headers');
      }
      return new Response(null, { status: 204, statusText: 'No Content', headers });
    }
    await next();
    editHeaders(c, (headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      const own = headers.get('Access-Control-Expose-Headers');
      headers.set('Access-Control-Expose-Headers', own ? `${exposed},${own}` : exposed);
      headers.append('Vary', 'Origin');
    });
  };
}

import { withBrowserLock } from './browser-lock.js';

/** What {@link createSessionFetch} needs to know about the client it serves. */
export interface SessionFetchOptions {
  /** The Supabase project URL. */
  url: string;
  /** The publishable or anon key: the bearer supabase-js falls back to without a session. */
  key: string;
  /** The fetch to send requests with. Default: the global `fetch`. */
  fetch: typeof fetch | undefined;
  /**
   * Whether the session is stored where other tabs read it too (cookies, `localStorage`):
   * refreshes then take a lock of the whole browser.
   */
  sharedSession: boolean;
  /** The stored session's access token now (`null` when signed out). */
  currentToken: () => Promise<string | null>;
}

function requestUrl(input: RequestInfo | URL): URL | undefined {
  try {
    return new URL(input instanceof Request ? input.url : String(input));
  } catch {
    return undefined;
  }
}

/**
 * The fetch given to supabase-js, which keeps the session of a browser consistent across tabs:
 *
 * - One refresher per browser. supabase-js (since 2.107) refreshes without a lock, so tabs
 *   sharing a session each refresh the same refresh token at once and rely on the auth
 *   server's reuse interval to hand them all the same successor. Here every refresh of a shared
 *   session runs under one lock of the browser ({@link withBrowserLock}): a second tab's
 *   refresh is sent after the first has stored its result, and supabase-js then keeps the
 *   session the first tab stored (its commit guard sees the storage changed).
 * - Never anonymous by accident. A data request leaves with the project key as bearer when
 *   supabase-js found no usable session at that instant (a refresh that lost a race, a
 *   session being rewritten by another tab). Row-level security then answers the anon role
 *   with empty lists, silently. Such a request re-reads the stored session first and goes out
 *   as the user when there is one.
 */
export function createSessionFetch(options: SessionFetchOptions): typeof fetch {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const origin = requestUrl(options.url)?.origin;
  const authPath = `${requestUrl(options.url)?.pathname.replace(/\/$/, '') ?? ''}/auth/v1/`;
  const lockName = `tandem-auth-refresh:${options.url}`;
  const anonBearer = `Bearer ${options.key}`;

  return async (input, init) => {
    const url = requestUrl(input);
    if (!url || url.origin !== origin) return send(input, init);
    if (url.pathname.startsWith(authPath)) {
      const refresh =
        url.pathname.endsWith('/token') && url.searchParams.get('grant_type') === 'refresh_token';
      return refresh && options.sharedSession
        ? withBrowserLock(lockName, () => send(input, init))
        : send(input, init);
    }
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== anonBearer) return send(input, init);
    const token = await options.currentToken();
    if (!token) return send(input, init);
    headers.set('authorization', `Bearer ${token}`);
    return send(input, { ...init, headers });
  };
}

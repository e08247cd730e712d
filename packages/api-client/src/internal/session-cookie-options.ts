import type { CookieOptionsWithName } from '@supabase/ssr';
import { isBrowser } from './environment.js';

/**
 * The attributes of the session and PKCE cookies: `Path=/` (every route reads the session),
 * `SameSite=Lax` (sent on a top-level navigation from an email link, never on another site's
 * requests) and `Secure` whenever the app is served over https, so the session never travels
 * over plain http. Not `HttpOnly`: the app's own script reads them. Their `Max-Age` is
 * `@supabase/ssr`'s, 400 days (the most browsers keep), which it sets on every write.
 *
 * @param appUrl - the app's origin, for a cookie jar outside a browser page
 */
export function sessionCookieOptions(appUrl: string | undefined): CookieOptionsWithName {
  // In a page a `Secure` cookie written by an http page is dropped: follow the page itself.
  const https = isBrowser() ? window.location.protocol === 'https:' : appUrl?.startsWith('https:');
  return { path: '/', sameSite: 'lax', secure: https === true };
}

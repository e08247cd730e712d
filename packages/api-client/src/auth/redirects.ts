import type { ClientContext } from '../internal/context.js';

/** The path of the app's page that finishes every auth link and OAuth sign-in. */
export const CALLBACK_PATH = '/auth/callback';

/** Where a recovery link lands after the callback: the "set a new password" page. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

// Any origin would do: it only tells a relative path from one that leaves the app.
const PROBE_ORIGIN = 'https://tandem.invalid';

/**
 * `next` if it is a path of this app, else `undefined`. Only relative paths starting with a
 * single `/` are kept, and only if the URL parser agrees they stay on the same origin: `//evil`,
 * `/\evil` and `/\t/evil` all become another host in browsers (open redirect).
 */
export function safeNextPath(next: unknown): string | undefined {
  if (typeof next !== 'string' || !next.startsWith('/') || /^\/[/\\]/.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The URL auth links return to: the app's `/auth/callback`, with `?next=` when given and safe.
 * `undefined` when the app's origin is unknown: the auth server then uses the Site URL.
 */
export function callbackUrl(context: ClientContext, next?: string): string | undefined {
  if (!context.appUrl) return undefined;
  // Appended, not resolved: an app served under a base path keeps it.
  const url = new URL(`${context.appUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`);
  const path = safeNextPath(next);
  if (path) url.searchParams.set('next', path);
  return url.toString();
}

import { toTandemError } from '../errors/map-error.js';
import type { ClientContext } from '../internal/context.js';
import { toAuthUser } from './auth-user.js';
import type { AuthClaims, AuthUser, SessionInfo } from './types.js';

/**
 * Whether a failed read means "no usable session" (answered with `null`): no session, a session
 * the server no longer has, a user that no longer exists. Anything else (offline, server
 * error) is thrown.
 */
function meansSignedOut(error: unknown): boolean {
  const { code } = toTandemError(error);
  return code === 'auth/session-expired' || code === 'data/not-found' || code === 'data/forbidden';
}

/**
 * The signed-in user, checked with the auth server (a revoked session or a deleted user is
 * `null` here even while the stored token has not expired; listeners then hear
 * `session-expired`). Use it where the answer must be true, not for every route change.
 *
 * @returns `null` when signed out.
 * @throws `network/offline` when the auth server cannot be reached.
 */
export async function getUser(context: ClientContext): Promise<AuthUser | null> {
  const { data, error } = await context.supabase.auth.getUser();
  if (error) {
    if (!meansSignedOut(error)) throw toTandemError(error);
    // supabase-js drops the session itself only when the server says the session is gone; a
    // deleted user's session would otherwise stay stored and look signed in to getSession().
    // The local sign-out is not marked as deliberate, so listeners hear `session-expired`.
    await context.supabase.auth.signOut({ scope: 'local' });
    return null;
  }
  return data.user ? toAuthUser(data.user) : null;
}

/**
 * The claims of the access token, with its signature verified (against the project's public
 * keys, fetched once and cached; projects with a shared secret ask the auth server).
 *
 * @returns `null` when signed out.
 * @throws `network/offline` when the keys or the server cannot be reached.
 */
export async function getClaims(context: ClientContext): Promise<AuthClaims | null> {
  const { data, error } = await context.supabase.auth.getClaims();
  if (error) {
    if (meansSignedOut(error)) return null;
    throw toTandemError(error);
  }
  return data?.claims ?? null;
}

/**
 * The stored session, read without asking the server (it is refreshed first if its access
 * token has expired): fast enough for route guards, but not proof the session is still valid
 * on the server (see {@link getUser}).
 *
 * @returns `null` when signed out, or when the session could not be refreshed.
 * @throws `network/offline` when an expired session could not be refreshed for lack of network.
 */
export async function getSession(context: ClientContext): Promise<SessionInfo | null> {
  const { data, error } = await context.supabase.auth.getSession();
  if (error) {
    if (toTandemError(error).code === 'network/offline') throw toTandemError(error);
    return null;
  }
  const { session } = data;
  if (!session) return null;
  return {
    userId: session.user.id,
    email: session.user.email ?? '',
    expiresAt: new Date((session.expires_at ?? 0) * 1000),
  };
}

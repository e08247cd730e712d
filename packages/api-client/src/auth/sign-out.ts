import type { ClientContext } from '../internal/context.js';
import { toAuthError, unwrapAuth } from './auth-error.js';
import type { SessionEvents } from './session-events.js';

/** Options of {@link AuthApi.signOut}. */
export interface SignOutOptions {
  /**
   * `local`: end this browser's session (every tab of it). `global`: end every session of the
   * user, on every device; the others find out at their next request or refresh
   * (`session-expired`). Default: `local`.
   */
  scope?: 'local' | 'global';
}

/**
 * Signs out: the session is revoked on the server and removed from this browser, and
 * listeners hear `signed-out`. Resolves when already signed out.
 *
 * @throws `network/offline` when the auth server cannot be reached (the session is kept).
 */
export async function signOut(
  context: ClientContext,
  events: SessionEvents,
  options: SignOutOptions = {},
): Promise<void> {
  const { session } = await unwrapAuth(context.supabase.auth.getSession());
  if (!session) return;
  const unmark = await events.markSignOut(session);
  try {
    const { error } = await context.supabase.auth.signOut({ scope: options.scope ?? 'local' });
    if (error) throw error;
  } catch (error) {
    await unmark();
    throw toAuthError(error);
  }
}

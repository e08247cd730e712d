import type { Session } from '@supabase/supabase-js';

/**
 * The id of the server-side session a supabase-js session belongs to: the `session_id` claim
 * of its access token, which stays the same across refreshes (the tokens themselves rotate).
 * Read without verifying the token: it only tells sessions apart, it grants nothing. Falls
 * back on the user id for tokens without the claim.
 */
export function sessionIdOf(session: Session): string {
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { session_id?: unknown };
    if (typeof claims.session_id === 'string' && claims.session_id) return claims.session_id;
  } catch {
    // Not a JWT we can read: fall through.
  }
  return session.user.id;
}

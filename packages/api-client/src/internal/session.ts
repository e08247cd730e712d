import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import type { SupabaseParts } from './context.js';

/**
 * The session this client holds (read locally; supabase-js refreshes it when due). Without
 * one: `auth/session-expired`, as for a session that could not be refreshed.
 */
async function currentSession(supabase: SupabaseParts) {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw toTandemError(error);
  if (!data.session) throw new TandemError('auth/session-expired');
  return data.session;
}

/** The signed-in user's id; see {@link currentSession}. */
export async function currentUserId(supabase: SupabaseParts): Promise<string> {
  return (await currentSession(supabase)).user.id;
}

/** The current access token, for endpoints supabase-js does not wrap; see {@link currentSession}. */
export async function currentAccessToken(supabase: SupabaseParts): Promise<string> {
  return (await currentSession(supabase)).access_token;
}

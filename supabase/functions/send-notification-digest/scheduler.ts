import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { env } from '../_shared/config.ts';

/** Whether two strings are equal, in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  if (!a || !b || a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const refusal = (status: 401 | 403, message: string) =>
  Response.json({ code: 'data/forbidden', message: `data/forbidden: ${message}` }, { status });

/**
 * Why a digest run is refused, or `undefined` for the scheduler: a bearer token that is the
 * project's service-role or secret key, or the digest job's `scheduler_secret`
 * (verify_scheduler_secret). No token, or the anon or publishable key, is 401; any other
 * token (a signed-in user's) is 403.
 */
export async function schedulerRefusal(
  request: Request,
  supabase: SupabaseClient,
): Promise<Response | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!token) return refusal(401, 'only the scheduler starts a digest run');
  const keys = [env('SUPABASE_SERVICE_ROLE_KEY'), env('SUPABASE_SECRET_KEY')];
  if (keys.some((key) => sameSecret(token, key))) return undefined;
  const { data, error } = await supabase.rpc('verify_scheduler_secret', { secret: token });
  if (error) console.error('send-notification-digest: verify failed', error);
  if (data === true) return undefined;
  const anonymous = [env('SUPABASE_ANON_KEY'), env('SUPABASE_PUBLISHABLE_KEY')];
  return anonymous.some((key) => sameSecret(token, key))
    ? refusal(401, 'only the scheduler starts a digest run')
    : refusal(403, 'only the scheduler starts a digest run');
}

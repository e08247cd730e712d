import type { SupabaseParts } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { getProfile } from '../profiles/get-profile.js';
import type { PresenceMeta } from './presence.js';

/**
 * Who this client is on a board: the signed-in user's id (the presence key), display name and
 * avatar from their profile, and when they arrived. Read at each join, so a new sign-in or a
 * renamed profile shows from the next channel on.
 */
export async function presenceIdentity(supabase: SupabaseParts): Promise<PresenceMeta> {
  const profile = await getProfile(supabase, await currentUserId(supabase));
  return {
    user_id: profile.id,
    display_name: profile.display_name,
    avatar_path: profile.avatar_path,
    editing_task_id: null,
    online_at: new Date().toISOString(),
  };
}

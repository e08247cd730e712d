import { TandemError } from '../errors/tandem-error.js';
import type { SupabaseParts } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { unwrap } from '../internal/unwrap.js';
import { AVATARS_BUCKET } from './avatar-url.js';
import { getProfile } from './get-profile.js';

/**
 * Deletes a former avatar file of the signed-in user, once nothing shows it any more: after
 * `update({ avatarPath: null })`, when the time to undo the removal has passed. Keeping the
 * file until then is what lets the removal be undone by setting the path back.
 *
 * @throws TandemError `data/invalid` for a path outside the user's own folder, or the path
 * their profile still shows (deleting it would leave a broken picture).
 */
export async function deleteAvatarFile(supabase: SupabaseParts, path: string): Promise<void> {
  const userId = await currentUserId(supabase);
  if (!path.startsWith(`${userId}/`) || path.includes('..')) {
    throw new TandemError('data/invalid', { message: 'Not one of your avatar files.' });
  }
  const profile = await getProfile(supabase, userId);
  if (profile.avatar_path === path) {
    throw new TandemError('data/invalid', { message: 'This is your current picture.' });
  }
  await unwrap((await supabase.storage()).from(AVATARS_BUCKET).remove([path]));
}

import {
  type Profile,
  profileSchema,
  type UpdateProfileInput,
  updateProfileInputSchema,
} from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { getProfile } from './get-profile.js';

/**
 * Changes the signed-in user's profile. Absent fields are kept; `avatar_path: null` removes
 * the avatar (the file stays; see `uploadAvatar` for replacing it). An avatar path outside the
 * user's own folder is refused by the database: `data/invalid`.
 */
export async function updateProfile(
  supabase: SupabaseParts,
  input: UpdateProfileInput,
): Promise<Profile> {
  const values = validateInput(updateProfileInputSchema, input);
  const userId = await currentUserId(supabase);
  if (Object.keys(values).length === 0) return getProfile(supabase, userId);
  const row = await unwrapOne(
    supabase.from('profiles').update(values).eq('id', userId).select().maybeSingle(),
  );
  return parseRow(profileSchema, row);
}

import { type Profile, profileSchema, updateProfileInputSchema } from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';

/** Changes to the signed-in user's profile: absent fields are kept. */
export interface ProfileChanges {
  /** 1–60 characters, trimmed. */
  displayName?: string;
  /** A path in the `avatars` bucket; `null` removes the avatar. */
  avatarPath?: string | null;
}

import { getProfile } from './get-profile.js';

/**
 * Changes the signed-in user's profile. Absent fields are kept; `avatarPath: null` removes
 * the avatar (the file stays; see `uploadAvatar` for replacing it). An avatar path outside the
 * user's own folder is refused by the database: `data/invalid`.
 */
export async function updateProfile(
  supabase: SupabaseParts,
  input: ProfileChanges,
): Promise<Profile> {
  const values = validateAsColumns(updateProfileInputSchema, input);
  const userId = await currentUserId(supabase);
  if (Object.keys(values).length === 0) return getProfile(supabase, userId);
  const row = await unwrapOne(
    supabase.from('profiles').update(values).eq('id', userId).select().maybeSingle(),
  );
  return parseRow(profileSchema, row);
}

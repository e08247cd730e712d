import type { TypedSupabaseClient } from '../internal/context.js';

/** The public bucket of profile pictures; path `<user_id>/<file>`. */
export const AVATARS_BUCKET = 'avatars';

/**
 * The public URL of an avatar path, or `null` without avatar. Pure: no request is made, the
 * `avatars` bucket being public.
 */
export function avatarUrl(supabase: TypedSupabaseClient, avatarPath: string | null): string | null {
  if (!avatarPath) return null;
  return supabase.storage.from(AVATARS_BUCKET).getPublicUrl(avatarPath).data.publicUrl;
}

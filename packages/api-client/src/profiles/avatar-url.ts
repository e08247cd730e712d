import type { TypedSupabaseClient } from '../internal/context.js';

/** The public bucket of profile pictures; path `<user_id>/<file>`. */
export const AVATARS_BUCKET = 'avatars';

/** Options of {@link ProfilesApi.avatarUrl}. */
export interface AvatarUrlOptions {
  /**
   * Ask Storage's image transformation for a square of this many pixels (cropped to cover),
   * so a list of small avatars does not download every full-size picture. Pass twice the CSS
   * size for sharp rendering on high-density screens. Default: the original file.
   */
  size?: number;
}

/**
 * The public URL of an avatar path, or `null` without avatar: the original file, or with
 * `size` a square thumbnail rendered by Storage (`/render/image/public/…`, which needs image
 * transformations enabled on a hosted project). Pure: no request is made, the `avatars`
 * bucket being public.
 */
export function avatarUrl(
  supabase: TypedSupabaseClient,
  avatarPath: string | null,
  options: AvatarUrlOptions = {},
): string | null {
  if (!avatarPath) return null;
  const bucket = supabase.storage.from(AVATARS_BUCKET);
  const { size } = options;
  const transform = size ? { width: size, height: size, resize: 'cover' as const } : undefined;
  return bucket.getPublicUrl(avatarPath, transform ? { transform } : undefined).data.publicUrl;
}

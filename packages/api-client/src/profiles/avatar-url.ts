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
 * bucket being public. Built here as storage-js's `getPublicUrl` builds it, so showing an
 * avatar does not load the storage client.
 *
 * @param projectUrl - the Supabase project URL
 */
export function avatarUrl(
  projectUrl: string,
  avatarPath: string | null,
  options: AvatarUrlOptions = {},
): string | null {
  if (!avatarPath) return null;
  const { size } = options;
  const storage = `${projectUrl.replace(/\/$/, '')}/storage/v1`;
  const objectPath = `${AVATARS_BUCKET}/${avatarPath.replace(/^\/+/, '')}`;
  if (!size) return encodeURI(`${storage}/object/public/${objectPath}`);
  const query = new URLSearchParams({ width: `${size}`, height: `${size}`, resize: 'cover' });
  return `${encodeURI(`${storage}/render/image/public/${objectPath}`)}?${query}`;
}

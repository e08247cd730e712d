import { type AvatarMimeType, avatarMetadataInputSchema, type Profile } from '@tandem/schemas';
import type { SupabaseParts } from '../internal/context.js';
import { type FileBody, sizeOf } from '../internal/file-body.js';
import { currentUserId } from '../internal/session.js';
import { unwrap } from '../internal/unwrap.js';
import { validateFile } from '../internal/validate-file.js';
import { AVATARS_BUCKET } from './avatar-url.js';
import { getProfile } from './get-profile.js';
import { updateProfile } from './update-profile.js';

/** Input of `profiles.uploadAvatar`. */
export interface AvatarUpload {
  /** The picture: a `File`/`Blob` in browsers, bytes anywhere. At most 2 MiB. */
  file: FileBody;
  /** The picked file's name; checked (1–255 characters) but not used in the stored path. */
  fileName: string;
  /** `image/png`, `image/jpeg`, `image/webp` or `image/gif`; anything else is refused. */
  mimeType: string;
}

const EXTENSIONS: Record<AvatarMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Uploads a new avatar for the signed-in user and points their profile at it. The file is
 * checked first (≤ 2 MiB: `storage/too-large`; PNG, JPEG, WebP or GIF:
 * `storage/type-not-allowed`). Each upload gets a new name (`<user_id>/avatar-<time>.<ext>`), so
 * browsers and CDNs never show a cached older picture; the previous file is removed afterwards,
 * best-effort, since a leftover file harms no one.
 */
export async function uploadAvatar(supabase: SupabaseParts, input: AvatarUpload): Promise<Profile> {
  const { file } = input;
  const metadata = validateFile(
    avatarMetadataInputSchema,
    { file_name: input.fileName, mime_type: input.mimeType, size_bytes: sizeOf(file) },
    { typeRestricted: true },
  );
  const userId = await currentUserId(supabase);
  const previous = (await getProfile(supabase, userId)).avatar_path;
  const path = `${userId}/avatar-${Date.now()}.${EXTENSIONS[metadata.mime_type]}`;
  const bucket = (await supabase.storage()).from(AVATARS_BUCKET);
  await unwrap(
    bucket.upload(path, file, {
      contentType: metadata.mime_type,
      upsert: true,
      cacheControl: '3600',
    }),
  );
  let profile: Profile;
  try {
    profile = await updateProfile(supabase, { avatarPath: path });
  } catch (error) {
    // The profile still shows the previous picture: do not leave the new file behind.
    await bucket.remove([path]).catch(() => undefined);
    throw error;
  }
  if (previous && previous !== path) await bucket.remove([previous]).catch(() => undefined);
  return profile;
}

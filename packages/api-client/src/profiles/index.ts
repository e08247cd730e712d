import { type Profile, uuidSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { currentUserId } from '../internal/session.js';
import { validateInput } from '../internal/validate.js';
import { type AvatarUrlOptions, avatarUrl } from './avatar-url.js';
import { deleteAvatarFile } from './delete-avatar-file.js';
import { getProfile } from './get-profile.js';
import { type ProfileChanges, updateProfile } from './update-profile.js';
import { type AvatarUpload, uploadAvatar } from './upload-avatar.js';

export type { AvatarUrlOptions } from './avatar-url.js';
export type { ProfileChanges } from './update-profile.js';
export type { AvatarUpload } from './upload-avatar.js';

/** The `profiles` namespace of the client. */
export interface ProfilesApi {
  /**
   * The profile of `userId`: the signed-in user or someone sharing a workspace with them;
   * anyone else is `data/not-found`. A malformed id is `data/invalid`.
   */
  get(userId: string): Promise<Profile>;
  /** The signed-in user's profile; `auth/session-expired` without a session. */
  me(): Promise<Profile>;
  /**
   * Changes the signed-in user's display name (1–60 characters, trimmed) or avatar path
   * (`null` removes the avatar). Absent fields are kept.
   */
  update(input: ProfileChanges): Promise<Profile>;
  /**
   * Uploads a new avatar (≤ 2 MiB, PNG/JPEG/WebP/GIF, checked before any request) to the public
   * `avatars` bucket and sets it on the profile; the previous file is removed.
   */
  uploadAvatar(input: AvatarUpload): Promise<Profile>;
  /**
   * Deletes a former avatar file of the signed-in user (`profile.avatar_path` before a
   * removal), so a removal can be undone until then by setting the path back. Refuses
   * (`data/invalid`) another user's path and the picture the profile still shows.
   */
  deleteAvatarFile(path: string): Promise<void>;
  /**
   * The public URL of an avatar path (`profile.avatar_path`), or `null`; with `size`, a
   * square thumbnail Storage renders. Makes no request.
   */
  avatarUrl(avatarPath: string | null, options?: AvatarUrlOptions): string | null;
}

/** Builds the `profiles` namespace over the shared client context. */
export function createProfilesApi(context: ClientContext): ProfilesApi {
  const { supabase } = context;
  return {
    async get(userId: string): Promise<Profile> {
      return getProfile(supabase, validateInput(uuidSchema, userId));
    },
    async me(): Promise<Profile> {
      return getProfile(supabase, await currentUserId(supabase));
    },
    async update(input: ProfileChanges): Promise<Profile> {
      return updateProfile(supabase, input);
    },
    async uploadAvatar(input: AvatarUpload): Promise<Profile> {
      return uploadAvatar(supabase, input);
    },
    async deleteAvatarFile(path: string): Promise<void> {
      return deleteAvatarFile(supabase, path);
    },
    avatarUrl(avatarPath: string | null, options?: AvatarUrlOptions): string | null {
      return avatarUrl(context.url, avatarPath, options);
    },
  };
}

import * as z from 'zod/mini';
import { requiredTextSchema } from '../fields/text.js';
import { DISPLAY_NAME_MAX_LENGTH } from '../limits.js';

/**
 * The profile settings form. Absent fields are kept; `avatar_path: null` removes the avatar.
 * The avatar file itself is checked by `avatarMetadataInputSchema` before it is uploaded.
 */
export const updateProfileInputSchema = z.object({
  display_name: z.optional(requiredTextSchema('Display name', DISPLAY_NAME_MAX_LENGTH)),
  avatar_path: z.optional(
    z.nullable(
      z
        .string({ error: 'Avatar path must be text' })
        .check(z.minLength(1, { error: 'Avatar path cannot be empty' })),
    ),
  ),
});

/** Parsed profile settings form. */
export interface UpdateProfileInput extends z.infer<typeof updateProfileInputSchema> {}

import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { DISPLAY_NAME_MAX_LENGTH } from '../limits.js';

/** A row of `public.profiles`: one per auth user, created by a trigger at sign-up. */
export const profileSchema = z.object({
  /** The auth user's id. */
  id: uuidSchema,
  display_name: textColumnSchema('Display name', 1, DISPLAY_NAME_MAX_LENGTH),
  /** Path inside the public `avatars` bucket (`<user_id>/<file>`), or `null` without avatar. */
  avatar_path: z.nullable(z.string().check(z.minLength(1))),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.profiles`. */
export interface Profile extends z.infer<typeof profileSchema> {}

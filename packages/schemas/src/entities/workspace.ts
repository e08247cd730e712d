import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import {
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  SLUG_PATTERN,
  WORKSPACE_NAME_MAX_LENGTH,
} from '../limits.js';

/** A row of `public.workspaces`. */
export const workspaceSchema = z.object({
  id: uuidSchema,
  name: textColumnSchema('Name', 1, WORKSPACE_NAME_MAX_LENGTH),
  slug: z
    .string()
    .check(
      z.minLength(SLUG_MIN_LENGTH),
      z.maxLength(SLUG_MAX_LENGTH),
      z.regex(SLUG_PATTERN, { error: 'Slug has an invalid format' }),
    ),
  /** Who created it; `null` once their account is deleted. */
  created_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.workspaces`. */
export interface Workspace extends z.infer<typeof workspaceSchema> {}

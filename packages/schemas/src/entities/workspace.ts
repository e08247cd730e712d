import { z } from 'zod';
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
    .min(SLUG_MIN_LENGTH)
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, { error: 'Slug has an invalid format' }),
  /** Who created it; `null` once their account is deleted. */
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.workspaces`. */
export interface Workspace extends z.infer<typeof workspaceSchema> {}

import { z } from 'zod';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { BOARD_DESCRIPTION_MAX_LENGTH, BOARD_NAME_MAX_LENGTH } from '../limits.js';

/** A row of `public.boards`. */
export const boardSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  name: textColumnSchema('Name', 1, BOARD_NAME_MAX_LENGTH),
  description: textColumnSchema('Description', 1, BOARD_DESCRIPTION_MAX_LENGTH).nullable(),
  /** When the board was archived; `null` while it is active. */
  archived_at: timestampSchema.nullable(),
  /** Who created it; `null` once their account is deleted. */
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.boards`. */
export interface Board extends z.infer<typeof boardSchema> {}

import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { BOARD_DESCRIPTION_MAX_LENGTH, BOARD_NAME_MAX_LENGTH } from '../limits.js';

/** A row of `public.boards`. */
export const boardSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  name: textColumnSchema('Name', 1, BOARD_NAME_MAX_LENGTH),
  description: z.nullable(textColumnSchema('Description', 1, BOARD_DESCRIPTION_MAX_LENGTH)),
  /** When the board was archived; `null` while it is active. */
  archived_at: z.nullable(timestampSchema),
  /** Who created it; `null` once their account is deleted. */
  created_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.boards`. */
export interface Board extends z.infer<typeof boardSchema> {}

import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';
import { nullableTextSchema, requiredTextSchema } from '../fields/text.js';
import { BOARD_DESCRIPTION_MAX_LENGTH, BOARD_NAME_MAX_LENGTH } from '../limits.js';

const boardNameSchema = requiredTextSchema('Name', BOARD_NAME_MAX_LENGTH);
const boardDescriptionSchema = nullableTextSchema('Description', BOARD_DESCRIPTION_MAX_LENGTH);

/** The "create board" form (admin). `description` defaults to `null`. */
export const createBoardInputSchema = z.object({
  workspace_id: uuidSchema,
  name: boardNameSchema,
  description: z._default(boardDescriptionSchema, null),
});

/** Parsed "create board" form. */
export interface CreateBoardInput extends z.infer<typeof createBoardInputSchema> {}

/**
 * The board edit form (admin): rename, change the description, archive or restore. Absent
 * fields are kept; `archived: true` archives the board, `false` restores it.
 */
export const updateBoardInputSchema = z.object({
  name: z.optional(boardNameSchema),
  description: z.optional(boardDescriptionSchema),
  archived: z.optional(z.boolean({ error: 'Archived must be true or false' })),
});

/** Parsed board edit form. */
export interface UpdateBoardInput extends z.infer<typeof updateBoardInputSchema> {}

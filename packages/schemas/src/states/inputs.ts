import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';
import { requiredTextSchema } from '../fields/text.js';
import { BOARD_STATE_NAME_MAX_LENGTH, stateColorSchema, wipLimitSchema } from './board-state.js';
import { stateCategorySchema } from './category.js';

const stateNameSchema = requiredTextSchema('Name', BOARD_STATE_NAME_MAX_LENGTH);

/**
 * The "add a state" form (admins and the owner). `color` defaults to the database's grey,
 * `wip_limit` to none; the state goes to the end of the board.
 */
export const createBoardStateInputSchema = z.object({
  board_id: uuidSchema,
  name: stateNameSchema,
  category: stateCategorySchema,
  color: z.optional(stateColorSchema),
  wip_limit: z.optional(z.nullable(wipLimitSchema)),
  wip_hard_limit: z.optional(z.boolean({ error: 'Hard limit must be true or false' })),
});

/** Parsed "add a state" form. */
export interface CreateBoardStateInput extends z.infer<typeof createBoardStateInputSchema> {}

/**
 * The state edit form (admins and the owner): rename, recolour, set or clear the limit.
 * Absent fields are kept. A state's category never changes.
 */
export const updateBoardStateInputSchema = z.object({
  name: z.optional(stateNameSchema),
  color: z.optional(stateColorSchema),
  wip_limit: z.optional(z.nullable(wipLimitSchema)),
  wip_hard_limit: z.optional(z.boolean({ error: 'Hard limit must be true or false' })),
});

/** Parsed state edit form. */
export interface UpdateBoardStateInput extends z.infer<typeof updateBoardStateInputSchema> {}

import * as z from 'zod/mini';
import { taskStatusSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { stateCategorySchema } from './category.js';

/** The most workflow states (columns) a board has. */
export const BOARD_STATES_MAX = 20;

/** The longest name of a workflow state, in characters. */
export const BOARD_STATE_NAME_MAX_LENGTH = 40;

/** The highest work-in-progress limit a state can have. */
export const WIP_LIMIT_MAX = 999;

/** A colour as the database stores it: `#` and six lower-case hexadecimal digits. */
export const stateColorSchema = z
  .string({ error: 'Colour must be text' })
  .check(z.regex(/^#[0-9a-f]{6}$/, { error: 'Colour must look like #5753dd' }));

/** A work-in-progress limit: a whole number from 1 to {@link WIP_LIMIT_MAX}. */
export const wipLimitSchema = z
  .int({ error: 'The limit must be a whole number' })
  .check(
    z.gte(1, { error: 'The limit must be at least 1' }),
    z.lte(WIP_LIMIT_MAX, { error: `The limit must be at most ${WIP_LIMIT_MAX}` }),
  );

/** A row of `public.board_states`: one workflow state (column) of a board. */
export const boardStateSchema = z.object({
  id: uuidSchema,
  board_id: uuidSchema,
  workspace_id: uuidSchema,
  name: textColumnSchema('Name', 1, BOARD_STATE_NAME_MAX_LENGTH),
  color: stateColorSchema,
  /** Fractional-index key ordering the state among its board's columns. */
  position: z.string().check(z.minLength(1)),
  category: stateCategorySchema,
  /**
   * The status a built-in state stands for (tasks written by status land in it); `null` for
   * a state added to the board, whose tasks report their category's status.
   */
  status: z.nullable(taskStatusSchema),
  /** How many tasks the state should hold at most; `null` for no limit. */
  wip_limit: z.nullable(wipLimitSchema),
  /** Whether a move past the limit is refused rather than only warned about. */
  wip_hard_limit: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.board_states`. */
export interface BoardState extends z.infer<typeof boardStateSchema> {}

import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';

/**
 * How full one workflow state is (RPC `board_state_load`): its number of tasks, its limit and
 * whether the count is past it, for the board's WIP-limit warning.
 */
export const stateLoadSchema = z.object({
  state_id: uuidSchema,
  task_count: z.int().check(z.gte(0)),
  /** The state's work-in-progress limit; `null` for none. */
  wip_limit: z.nullable(z.int()),
  /** Whether a move past the limit is refused rather than warned about. */
  wip_hard_limit: z.boolean(),
  /** Whether `task_count` is past `wip_limit` (never with no limit). */
  over_limit: z.boolean(),
});

/** How full one workflow state is: a row of `board_state_load`. */
export interface StateLoad extends z.infer<typeof stateLoadSchema> {}

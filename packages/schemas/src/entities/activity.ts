import * as z from 'zod/mini';
import { activityKindSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/** A row of `public.activity`, written only by database triggers. */
export const activitySchema = z.object({
  /** A `bigint` identity: entries are numbered in the order they were written. */
  id: z.int().check(z.positive()),
  workspace_id: uuidSchema,
  /** The task concerned, or `null` for workspace-level entries (members, boards). */
  task_id: z.nullable(uuidSchema),
  /**
   * Who made the change, or `null` when nobody signed in did (the seed, the service role) or
   * the actor's account has since been deleted.
   */
  actor_id: z.nullable(uuidSchema),
  /** The board of the task (or the board) concerned, for filtering the feed; `null` otherwise. */
  board_id: z.nullable(uuidSchema),
  kind: activityKindSchema,
  /** Details of the change as the trigger recorded them (a `jsonb` object). */
  payload: z.record(z.string(), z.json()),
  created_at: timestampSchema,
});

/** A row of `public.activity`. */
export interface Activity extends z.infer<typeof activitySchema> {}

import { z } from 'zod';
import { activityKindSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/** A row of `public.activity`, written only by database triggers. */
export const activitySchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  /** The task concerned, or `null` for workspace-level entries (members, boards). */
  task_id: uuidSchema.nullable(),
  actor_id: uuidSchema,
  kind: activityKindSchema,
  /** Details of the change as the trigger recorded them (a `jsonb` object). */
  payload: z.record(z.string(), z.json()),
  created_at: timestampSchema,
});

/** A row of `public.activity`. */
export type Activity = z.infer<typeof activitySchema>;

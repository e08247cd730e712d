import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { CHECKLIST_ITEM_TITLE_MAX_LENGTH } from '../limits.js';

/** A row of `public.task_checklist_items`: one item of a task's checklist. */
export const checklistItemSchema = z.object({
  id: uuidSchema,
  task_id: uuidSchema,
  workspace_id: uuidSchema,
  title: textColumnSchema('Item', 1, CHECKLIST_ITEM_TITLE_MAX_LENGTH),
  done: z.boolean(),
  /** Fractional-index key ordering the item inside its checklist. */
  position: z.string().check(z.minLength(1)),
  /** Who added it; `null` once their account is deleted. */
  created_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.task_checklist_items`. */
export interface ChecklistItem extends z.infer<typeof checklistItemSchema> {}

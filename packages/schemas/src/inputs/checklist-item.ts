import * as z from 'zod/mini';
import { requiredTextSchema } from '../fields/text.js';
import { CHECKLIST_ITEM_TITLE_MAX_LENGTH } from '../limits.js';

/** A checklist item's title as typed: trimmed, 1–`CHECKLIST_ITEM_TITLE_MAX_LENGTH` characters. */
export const checklistItemTitleSchema = requiredTextSchema(
  'Item',
  CHECKLIST_ITEM_TITLE_MAX_LENGTH,
  {
    requiredMessage: 'Item cannot be empty',
  },
);

/** A new item, or a renamed one: its title. */
export const checklistItemInputSchema = z.object({ title: checklistItemTitleSchema });

/** Parsed checklist item title. */
export interface ChecklistItemInput extends z.infer<typeof checklistItemInputSchema> {}

/** An edit of an item: a new title, checked or unchecked; absent fields are kept. */
export const checklistItemChangesSchema = z.object({
  title: z.optional(checklistItemTitleSchema),
  done: z.optional(z.boolean()),
});

/** Parsed checklist item edit. */
export interface ChecklistItemChanges extends z.infer<typeof checklistItemChangesSchema> {}

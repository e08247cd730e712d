import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';
import { requiredTextSchema } from '../fields/text.js';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEW_QUERY_MAX_BYTES } from '../limits.js';

/** A saved view's name as typed: trimmed, 1–`SAVED_VIEW_NAME_MAX_LENGTH` characters. */
export const savedViewNameSchema = requiredTextSchema('Name', SAVED_VIEW_NAME_MAX_LENGTH, {
  requiredMessage: 'Give the view a name',
});

/** A view's search params: a JSON object of at most `SAVED_VIEW_QUERY_MAX_BYTES`. */
export const savedViewQuerySchema = z
  .record(z.string(), z.unknown())
  .check(
    z.refine(
      (query) =>
        new TextEncoder().encode(JSON.stringify(query)).length <= SAVED_VIEW_QUERY_MAX_BYTES,
      { error: 'These filters are too long to save' },
    ),
  );

/** A new saved view of a board. */
export const createSavedViewInputSchema = z.object({
  board_id: uuidSchema,
  name: savedViewNameSchema,
  shared: z.optional(z.boolean()),
  query: savedViewQuerySchema,
});

/** Parsed new saved view. */
export interface CreateSavedViewInput extends z.infer<typeof createSavedViewInputSchema> {}

/** A rename, share or unshare, or new params of a saved view; absent fields are kept. */
export const updateSavedViewInputSchema = z.object({
  name: z.optional(savedViewNameSchema),
  shared: z.optional(z.boolean()),
  query: z.optional(savedViewQuerySchema),
});

/** Parsed saved view edit. */
export interface UpdateSavedViewInput extends z.infer<typeof updateSavedViewInputSchema> {}

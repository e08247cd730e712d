import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../limits.js';

/**
 * A row of `public.saved_views`: a named set of a board's URL search params, personal (its
 * owner's alone) or shared with the workspace.
 */
export const savedViewSchema = z.object({
  id: uuidSchema,
  board_id: uuidSchema,
  workspace_id: uuidSchema,
  /** Who saved it; only they see it unless it is shared. */
  owner_id: uuidSchema,
  name: textColumnSchema('Name', 1, SAVED_VIEW_NAME_MAX_LENGTH),
  /** Seen by every member of the workspace; edited by its owner and admins. */
  shared: z.boolean(),
  /**
   * The board's search params (view, filters, sort, grouping…) without the open task, as the
   * app saved them; the app validates them again when it applies the view.
   */
  query: z.record(z.string(), z.unknown()),
  /** Fractional-index key ordering the board's views. */
  position: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A row of `public.saved_views`. */
export interface SavedView extends z.infer<typeof savedViewSchema> {}

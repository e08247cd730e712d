import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';
import { textColumnSchema } from '../fields/text.js';
import { COMMENT_BODY_MAX_LENGTH } from '../limits.js';

/** A row of `public.comments`. */
export const commentSchema = z.object({
  id: uuidSchema,
  task_id: uuidSchema,
  workspace_id: uuidSchema,
  /** Who wrote it; `null` once their account is deleted. */
  author_id: z.nullable(uuidSchema),
  /** Markdown. */
  body: textColumnSchema('Comment', 1, COMMENT_BODY_MAX_LENGTH),
  created_at: timestampSchema,
  /** When the body was last edited; `null` if never. */
  edited_at: z.nullable(timestampSchema),
  /** Soft delete: a deleted comment is shown as "comment deleted". */
  deleted_at: z.nullable(timestampSchema),
  /**
   * Who wrote it where it was imported from (a name or an email, as the file said); `null` for
   * comments written here. An imported comment's `author_id` is always its importer's.
   */
  imported_author: z.optional(z.nullable(textColumnSchema('Original author', 1, 200))),
  /** When it was written where it was imported from; `null` when unknown or written here. */
  imported_at: z.optional(z.nullable(timestampSchema)),
});

/** A row of `public.comments`. */
export interface Comment extends z.infer<typeof commentSchema> {}

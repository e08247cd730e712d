import * as z from 'zod/mini';
import { uuidSchema } from '../fields/columns.js';
import { requiredTextSchema } from '../fields/text.js';
import { COMMENT_BODY_MAX_LENGTH } from '../limits.js';

const bodySchema = requiredTextSchema('Comment', COMMENT_BODY_MAX_LENGTH, {
  requiredMessage: 'Comment cannot be empty',
});

/** The comment box of a task: markdown, trimmed, 1–`COMMENT_BODY_MAX_LENGTH` characters. */
export const createCommentInputSchema = z.object({
  task_id: uuidSchema,
  body: bodySchema,
});

/** Parsed new comment. */
export interface CreateCommentInput extends z.infer<typeof createCommentInputSchema> {}

/** An edit of one's own comment. */
export const updateCommentInputSchema = z.object({
  body: bodySchema,
});

/** Parsed comment edit. */
export interface UpdateCommentInput extends z.infer<typeof updateCommentInputSchema> {}

import { type Comment, commentSchema, updateCommentInputSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** A new body for a comment. */
export interface CommentEdit {
  commentId: string;
  /** Markdown, trimmed, 1–`COMMENT_BODY_MAX_LENGTH` characters. */
  body: string;
}

/**
 * Edits one's own comment; the database sets `edited_at`.
 *
 * @throws TandemError `data/forbidden` for someone else's comment (admins included: they may
 * delete it, never reword it) and for viewers; `data/not-found` when it does not exist or the
 * caller is not a member; `data/invalid` for a deleted comment, and with field errors before
 * any request.
 */
export async function editComment(context: ClientContext, input: CommentEdit): Promise<Comment> {
  const id = validateId(input?.commentId, 'commentId');
  const { body } = validateInput(updateCommentInputSchema, { body: input.body });
  const row = await updateOne(context, 'comments', id, { body }, columnsOf(commentSchema));
  return parseRow(commentSchema, row);
}

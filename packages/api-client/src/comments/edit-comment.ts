import {
  type Comment,
  commentSchema,
  type UpdateCommentInput,
  updateCommentInputSchema,
} from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Edits one's own comment; the database sets `edited_at`.
 *
 * @throws TandemError `data/forbidden` for someone else's comment (admins included: they may
 * delete it, never reword it) and for viewers; `data/not-found` when it does not exist or the
 * caller is not a member; `data/invalid` for a deleted comment, and with field errors before
 * any request.
 */
export async function editComment(
  context: ClientContext,
  commentId: string,
  input: UpdateCommentInput,
): Promise<Comment> {
  const id = validateId(commentId, 'commentId');
  const { body } = validateInput(updateCommentInputSchema, input);
  const row = await updateOne(context, 'comments', id, { body }, columnsOf(commentSchema));
  return parseRow(commentSchema, row);
}

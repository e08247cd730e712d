import { type Comment, commentSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { updateOne } from '../internal/no-row-written.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/**
 * Deletes a comment softly: it stays in the thread as "comment deleted" (`deleted_at`, which
 * the database stamps with its own clock). Authors delete their own comments, admins and the
 * owner anyone's. Deleting a deleted comment changes nothing. Returns the deleted comment.
 *
 * @throws TandemError `data/forbidden` for someone else's comment (members) and for viewers;
 * `data/not-found` when it does not exist or the caller is not a member.
 */
export async function deleteComment(context: ClientContext, commentId: string): Promise<Comment> {
  const id = validateId(commentId, 'commentId');
  const row = await updateOne(
    context,
    'comments',
    id,
    { deleted_at: new Date().toISOString() },
    columnsOf(commentSchema),
  );
  return parseRow(commentSchema, row);
}

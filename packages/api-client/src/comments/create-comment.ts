import {
  type Comment,
  type CreateCommentInput,
  commentSchema,
  createCommentInputSchema,
} from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';

/**
 * Comments on a task (members, admins and the owner). The author and the workspace are set by
 * the database from the session and the task.
 *
 * @throws TandemError `data/forbidden` for viewers and non-members (row-level security refuses
 * the row); `data/invalid` with field errors for an empty or too long body, before any request.
 */
export async function createComment(
  context: ClientContext,
  input: CreateCommentInput,
): Promise<Comment> {
  const { task_id, body } = validateInput(createCommentInputSchema, input);
  // `author_id` and `workspace_id` are filled by the insert trigger (from the session and the
  // task); the generated Insert type marks them required only because they are `not null`.
  const values = { task_id, body } as { task_id: string; body: string; workspace_id: string };
  const row = await unwrapOne(
    context.supabase.from('comments').insert(values).select(columnsOf(commentSchema)),
  );
  return parseRow(commentSchema, row);
}

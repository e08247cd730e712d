import { type Comment, commentSchema, createCommentInputSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';

/** A new comment on a task. */
export interface CommentCreate {
  taskId: string;
  /** Markdown, trimmed, 1–`COMMENT_BODY_MAX_LENGTH` characters. */
  body: string;
}

/**
 * Comments on a task (members, admins and the owner). The author and the workspace are set by
 * the database from the session and the task.
 *
 * @throws TandemError `data/forbidden` for viewers and non-members (row-level security refuses
 * the row); `data/invalid` with field errors for an empty or too long body, before any request.
 */
export async function createComment(
  context: ClientContext,
  input: CommentCreate,
): Promise<Comment> {
  const { task_id, body } = validateAsColumns(createCommentInputSchema, input);
  // `author_id` and `workspace_id` are filled by the insert trigger (from the session and the
  // task); the generated Insert type marks them required only because they are `not null`.
  const values = { task_id, body } as { task_id: string; body: string; workspace_id: string };
  const row = await unwrapOne(
    context.supabase.from('comments').insert(values).select(columnsOf(commentSchema)),
  );
  return parseRow(commentSchema, row);
}

import type { CreateCommentInput, UpdateCommentInput } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { PageOptions } from '../internal/page.js';
import { createComment } from './create-comment.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';
import { listComments } from './list-comments.js';

/** The `comments` namespace of the client. */
export type CommentsApi = ReturnType<typeof createCommentsApi>;

/** Builds the `comments` namespace over the shared client context. */
export function createCommentsApi(context: ClientContext) {
  return {
    /** A page of 50 comments, oldest to newest; the first page is the newest 50. */
    list: (taskId: string, options?: PageOptions) => listComments(context, taskId, options),
    /** Comments on a task (members and up). */
    create: (input: CreateCommentInput) => createComment(context, input),
    /** Edits one's own comment. */
    edit: (commentId: string, input: UpdateCommentInput) => editComment(context, commentId, input),
    /** Soft-deletes a comment (one's own; admins and the owner any). */
    delete: (commentId: string) => deleteComment(context, commentId),
  };
}

import type { Comment, CreateCommentInput, UpdateCommentInput } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { Page, PageOptions } from '../internal/page.js';
import { createComment } from './create-comment.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';
import { listComments } from './list-comments.js';

/** The `comments` namespace of the client. */
export interface CommentsApi {
  /** A page of 50 comments, oldest to newest; the first page is the newest 50. */
  list(taskId: string, options?: PageOptions): Promise<Page<Comment>>;
  /** Comments on a task (members and up). */
  create(input: CreateCommentInput): Promise<Comment>;
  /** Edits one's own comment. */
  edit(commentId: string, input: UpdateCommentInput): Promise<Comment>;
  /** Soft-deletes a comment (one's own; admins and the owner any). */
  delete(commentId: string): Promise<Comment>;
}

/** Builds the `comments` namespace over the shared client context. */
export function createCommentsApi(context: ClientContext): CommentsApi {
  return {
    list: (taskId: string, options?: PageOptions) => listComments(context, taskId, options),
    create: (input: CreateCommentInput) => createComment(context, input),
    edit: (commentId: string, input: UpdateCommentInput) => editComment(context, commentId, input),
    delete: (commentId: string) => deleteComment(context, commentId),
  };
}

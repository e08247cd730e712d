import type { Comment } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { Page, PageOptions } from '../internal/page.js';
import { type CommentCreate, createComment } from './create-comment.js';
import { deleteComment } from './delete-comment.js';
import { type CommentEdit, editComment } from './edit-comment.js';
import { listComments } from './list-comments.js';

export type { CommentCreate } from './create-comment.js';
export type { CommentEdit } from './edit-comment.js';

/** The `comments` namespace of the client. */
export interface CommentsApi {
  /** A page of 50 comments, oldest to newest; the first page is the newest 50. */
  list(taskId: string, options?: PageOptions): Promise<Page<Comment>>;
  /** Comments on a task (members and up). */
  create(input: CommentCreate): Promise<Comment>;
  /** Edits one's own comment. */
  edit(input: CommentEdit): Promise<Comment>;
  /** Soft-deletes a comment (one's own; admins and the owner any). */
  delete(commentId: string): Promise<Comment>;
}

/** Builds the `comments` namespace over the shared client context. */
export function createCommentsApi(context: ClientContext): CommentsApi {
  return {
    list: (taskId: string, options?: PageOptions) => listComments(context, taskId, options),
    create: (input: CommentCreate) => createComment(context, input),
    edit: (input: CommentEdit) => editComment(context, input),
    delete: (commentId: string) => deleteComment(context, commentId),
  };
}

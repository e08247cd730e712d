import type { Comment } from '@tandem/schemas';
import type { InfiniteData } from '@tanstack/react-query';
import type { TandemClient } from '../../client.js';
import type { Page } from '../../internal/page.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;
type CreateCommentVariables = Parameters<Api['comments']['create']>[0];

/**
 * The comment writes: a new comment shows at once under a temporary id, replaced by the
 * server's row or removed if refused; edits and deletions refresh the task's comments.
 */
export function commentMutations({
  client,
  queryClient,
  invalidate,
}: MutationsContext): TandemMutations['comments'] {
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'comments', 'create'],
        mutationFn: (input: CreateCommentVariables) => client.comments.create(input),
        onMutate: async (input) => {
          const key = tandemKeys.comments(input.taskId);
          await queryClient.cancelQueries({ queryKey: key });
          const optimisticId = `optimistic-${globalThis.crypto.randomUUID()}`;
          const author = (await client.auth.getSession())?.userId ?? '';
          queryClient.setQueryData<InfiniteData<Page<Comment>>>(key, (data) =>
            appendComment(data, optimisticComment(optimisticId, author, input)),
          );
          return { optimisticId };
        },
        onSuccess: (comment, input, context) => {
          queryClient.setQueryData<InfiniteData<Page<Comment>>>(
            tandemKeys.comments(input.taskId),
            (data) => appendComment(removeComment(data, context?.optimisticId), comment),
          );
        },
        onError: (_, input, context) => {
          queryClient.setQueryData<InfiniteData<Page<Comment>>>(
            tandemKeys.comments(input.taskId),
            (data) => removeComment(data, context?.optimisticId),
          );
        },
      }),
    edit: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'comments', 'edit'],
        mutationFn: (input: Parameters<Api['comments']['edit']>[0]) => client.comments.edit(input),
        onSuccess: (comment) => invalidate(tandemKeys.comments(comment.task_id)),
      }),
    delete: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'comments', 'delete'],
        mutationFn: (variables: { commentId: string; taskId: string }) =>
          client.comments.delete(variables.commentId),
        onSuccess: (_, variables) => invalidate(tandemKeys.comments(variables.taskId)),
      }),
  };
}

function optimisticComment(id: string, authorId: string, input: CreateCommentVariables): Comment {
  const now = new Date().toISOString();
  return {
    id,
    task_id: input.taskId,
    workspace_id: '',
    author_id: authorId,
    body: input.body,
    created_at: now,
    edited_at: null,
    deleted_at: null,
  } as Comment;
}

/** Adds a comment at the end of the newest page (pages hold the newest first). */
function appendComment(
  data: InfiniteData<Page<Comment>> | undefined,
  comment: Comment,
): InfiniteData<Page<Comment>> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [newest, ...older] = data.pages;
  if (!newest || newest.items.some((item) => item.id === comment.id)) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, comment] }, ...older] };
}

function removeComment(
  data: InfiniteData<Page<Comment>> | undefined,
  commentId: string | undefined,
): InfiniteData<Page<Comment>> | undefined {
  if (!data || !commentId) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== commentId),
    })),
  };
}

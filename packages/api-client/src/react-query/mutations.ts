import type { Comment, Task } from '@tandem/schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { isTandemError } from '../errors/tandem-error.js';
import { toColumns } from '../internal/input-keys.js';
import type { Page } from '../internal/page.js';
import { isBoardStreaming } from '../tasks/board-streaming.js';
import { placeOptimistically } from './board-order.js';
import { entityQueueFor } from './entity-queue.js';
import { tandemKeys } from './keys.js';
import { mutationOptions } from './options.js';
import type { TandemMutations } from './tandem-mutations.js';
import { cachedTask, forgetTask, writeNewerTask, writeTask } from './task-cache.js';

type Api = TandemClient;
type MoveVariables = Parameters<Api['tasks']['move']>[0];
type BoardMoveVariables = Parameters<Api['tasks']['moveToBoard']>[0];
type UpdateVariables = Parameters<Api['tasks']['update']>[0];
type CreateCommentVariables = Parameters<Api['comments']['create']>[0];

const taskEntity = (taskId: string) => `task:${taskId}`;

/** The mutations built for each cache and client, so every caller shares one set. */
const built = new WeakMap<QueryClient, WeakMap<TandemClient, TandemMutations>>();

/**
 * `mutationOptions` for every write of the client, with the cache kept right: optimistic
 * updates for task moves and edits and for new comments, rolled back to the server's state
 * (not to a snapshot that may be stale) when refused; writes to one task queued in order; and
 * the queries each write affects invalidated.
 *
 * Memoised per `queryClient` and `client`: every call with the same two returns the same
 * object. In React components use {@link useTandemMutations}.
 *
 * @example
 * ```ts
 * const mutations = tandemMutations(tandem, queryClient);
 * await queryClient.getMutationCache().build(queryClient, mutations.tasks.delete()).execute(id);
 * ```
 */
export function tandemMutations(client: TandemClient, queryClient: QueryClient): TandemMutations {
  let ofCache = built.get(queryClient);
  if (!ofCache) {
    ofCache = new WeakMap();
    built.set(queryClient, ofCache);
  }
  let mutations = ofCache.get(client);
  if (!mutations) {
    mutations = buildMutations(client, queryClient);
    ofCache.set(client, mutations);
  }
  return mutations;
}

function buildMutations(client: TandemClient, queryClient: QueryClient): TandemMutations {
  const queue = entityQueueFor(queryClient);
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

  /** Records the version a queued write produced, so that the writes queued behind it rebase. */
  async function produced(write: Promise<Task>): Promise<Task> {
    const task = await write;
    queue.produced(taskEntity(task.id), task.version);
    return task;
  }

  /**
   * A move whose expected version is rebased past the writes this client has queued on the
   * task, so a move made right after an edit is not refused as a conflict with itself.
   */
  function rebased<M extends { taskId: string; expectedVersion?: number | null }>(move: M): M {
    if (move.expectedVersion == null) return move;
    return {
      ...move,
      expectedVersion: queue.rebase(taskEntity(move.taskId), move.expectedVersion),
    };
  }

  /** Archiving or restoring a board: the board's own row and its workspace's lists change. */
  function archival(action: 'archive' | 'restore') {
    return mutationOptions({
      mutationKey: [...tandemKeys.all, 'boards', action],
      mutationFn: (variables: { boardId: string; workspaceId: string }) =>
        client.boards[action](variables.boardId),
      onSuccess: (_, variables) =>
        Promise.all([
          invalidate(tandemKeys.boardDetails(variables.boardId)),
          invalidate([...tandemKeys.all, 'boards', variables.workspaceId]),
        ]),
    });
  }

  /**
   * Makes an optimistic change to a task, after cancelling a fetch of its board under way: one
   * that started before the change would land after it with the old row and undo it on screen.
   * Without such a fetch the change is made at once, before `mutate` returns.
   */
  function optimistically(taskId: string, change: () => void): Promise<undefined> | undefined {
    const boardId = cachedTask(queryClient, taskId)?.board_id;
    if (boardId === undefined || !fetchWouldUndo(boardId)) {
      change();
      return undefined;
    }
    return queryClient
      .cancelQueries({ queryKey: tandemKeys.boardTasks(boardId) })
      .then(() => void change());
  }

  /**
   * Whether a fetch of the board's list is under way that would write over an optimistic
   * change: any but a first load arriving page by page, which keeps such changes (pages never
   * replace a row at the version the cache holds) and which cancelling would drop back to
   * nothing.
   */
  function fetchWouldUndo(boardId: string): boolean {
    const queryKey = tandemKeys.boardTasks(boardId);
    return queryClient.isFetching({ queryKey }) > 0 && !isBoardStreaming(queryClient, boardId);
  }

  /** Puts the server's current row back in the cache after a refused optimistic change. */
  async function restoreFromServer(taskId: string, error: unknown): Promise<void> {
    if (isTandemError(error, 'data/conflict') && error.current) {
      writeTask(queryClient, error.current as Task);
      return;
    }
    try {
      writeTask(queryClient, await client.tasks.get(taskId));
    } catch (readError) {
      if (isTandemError(readError, 'data/not-found')) forgetTask(queryClient, taskId);
    }
  }

  return {
    workspaces: {
      create: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'workspaces', 'create'],
          mutationFn: (input: Parameters<Api['workspaces']['create']>[0]) =>
            client.workspaces.create(input),
          onSuccess: () => invalidate(tandemKeys.workspaces()),
        }),
      update: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'workspaces', 'update'],
          mutationFn: (input: Parameters<Api['workspaces']['update']>[0]) =>
            client.workspaces.update(input),
          onSuccess: () =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() }),
              queryClient.invalidateQueries({ queryKey: tandemKeys.anyWorkspace() }),
            ]),
        }),
      delete: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'workspaces', 'delete'],
          mutationFn: (workspaceId: string) => client.workspaces.delete(workspaceId),
          onSuccess: () => invalidate(tandemKeys.workspaces()),
        }),
    },
    members: {
      changeRole: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'members', 'change-role'],
          mutationFn: (input: Parameters<Api['members']['changeRole']>[0]) =>
            client.members.changeRole(input),
          onSuccess: (_, input) => invalidate(tandemKeys.members(input.workspaceId)),
        }),
      remove: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'members', 'remove'],
          mutationFn: (input: Parameters<Api['members']['remove']>[0]) =>
            client.members.remove(input),
          onSuccess: (_, input) => invalidate(tandemKeys.members(input.workspaceId)),
        }),
      leave: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'members', 'leave'],
          mutationFn: (workspaceId: string) => client.members.leave(workspaceId),
          onSuccess: () => invalidate(tandemKeys.all),
        }),
      transferOwnership: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'members', 'transfer-ownership'],
          mutationFn: (input: Parameters<Api['members']['transferOwnership']>[0]) =>
            client.members.transferOwnership(input),
          onSuccess: (_, input) =>
            Promise.all([
              invalidate(tandemKeys.members(input.workspaceId)),
              invalidate(tandemKeys.workspaces()),
            ]),
        }),
    },
    invitations: {
      invite: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'invitations', 'invite'],
          mutationFn: (input: Parameters<Api['invitations']['invite']>[0]) =>
            client.invitations.invite(input),
          onSuccess: (_, input) => invalidate(tandemKeys.invitations(input.workspaceId)),
        }),
      send: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'invitations', 'send'],
          mutationFn: (invitationId: string) => client.invitations.send(invitationId),
        }),
      revoke: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'invitations', 'revoke'],
          mutationFn: (variables: { invitationId: string; workspaceId: string }) =>
            client.invitations.revoke(variables.invitationId),
          onSuccess: (_, variables) => invalidate(tandemKeys.invitations(variables.workspaceId)),
        }),
      accept: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'invitations', 'accept'],
          mutationFn: (token: string) => client.invitations.accept(token),
          onSuccess: () => invalidate(tandemKeys.workspaces()),
        }),
    },
    boards: {
      create: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'boards', 'create'],
          mutationFn: (input: Parameters<Api['boards']['create']>[0]) =>
            client.boards.create(input),
          onSuccess: (board) => invalidate([...tandemKeys.all, 'boards', board.workspace_id]),
        }),
      update: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'boards', 'update'],
          mutationFn: (input: Parameters<Api['boards']['update']>[0]) =>
            client.boards.update(input),
          onSuccess: (board) => {
            queryClient.setQueryData(tandemKeys.boardDetails(board.id), board);
            return invalidate([...tandemKeys.all, 'boards', board.workspace_id]);
          },
        }),
      archive: () => archival('archive'),
      restore: () => archival('restore'),
    },
    tasks: {
      create: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'create'],
          mutationFn: (input: Parameters<Api['tasks']['create']>[0]) => client.tasks.create(input),
          onSuccess: (task) => writeTask(queryClient, task),
        }),
      update: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'update'],
          mutationFn: (update: UpdateVariables) =>
            queue.run(taskEntity(update.taskId), () =>
              produced(
                client.tasks.update({
                  ...update,
                  expectedVersion: queue.rebase(taskEntity(update.taskId), update.expectedVersion),
                }),
              ),
            ),
          onMutate: ({ taskId, changes }) =>
            optimistically(taskId, () => {
              const current = cachedTask(queryClient, taskId);
              if (current) writeTask(queryClient, { ...current, ...toColumns(changes) } as Task);
            }),
          onSuccess: (task) => writeNewerTask(queryClient, task),
          onError: (error, { taskId }) => restoreFromServer(taskId, error),
        }),
      move: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'move'],
          mutationFn: (move: MoveVariables) =>
            queue.run(taskEntity(move.taskId), () => produced(client.tasks.move(rebased(move)))),
          onMutate: (move) =>
            optimistically(move.taskId, () => {
              const task = cachedTask(queryClient, move.taskId);
              if (!task) return;
              const key = tandemKeys.boardTasks(task.board_id);
              const tasks = queryClient.getQueryData<Task[]>(key);
              if (tasks) queryClient.setQueryData(key, placeOptimistically(tasks, move));
            }),
          onSuccess: (task) => writeNewerTask(queryClient, task),
          onError: (error, move) => restoreFromServer(move.taskId, error),
        }),
      moveToBoard: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'move-to-board'],
          mutationFn: (move: BoardMoveVariables) =>
            queue.run(taskEntity(move.taskId), () =>
              produced(client.tasks.moveToBoard(rebased(move))),
            ),
          // Written with its new board_id, the task leaves the old board's list and joins the
          // new one's, where that board is cached.
          onSuccess: (task) => writeNewerTask(queryClient, task),
          onError: (error, move) => restoreFromServer(move.taskId, error),
        }),
      restore: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'restore'],
          mutationFn: (taskId: string) =>
            queue.run(taskEntity(taskId), () => produced(client.tasks.restore(taskId))),
          onSuccess: (task) => {
            writeTask(queryClient, task);
            return Promise.all([
              invalidate(tandemKeys.comments(task.id)),
              invalidate(tandemKeys.attachments(task.id)),
            ]);
          },
        }),
      delete: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'tasks', 'delete'],
          mutationFn: (taskId: string) =>
            queue.run(taskEntity(taskId), () => client.tasks.delete(taskId)),
          onMutate: (taskId) => forgetTask(queryClient, taskId),
          onError: (error, taskId) => restoreFromServer(taskId, error),
        }),
    },
    comments: {
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
          mutationFn: (input: Parameters<Api['comments']['edit']>[0]) =>
            client.comments.edit(input),
          onSuccess: (comment) => invalidate(tandemKeys.comments(comment.task_id)),
        }),
      delete: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'comments', 'delete'],
          mutationFn: (variables: { commentId: string; taskId: string }) =>
            client.comments.delete(variables.commentId),
          onSuccess: (_, variables) => invalidate(tandemKeys.comments(variables.taskId)),
        }),
    },
    profiles: {
      update: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'profiles', 'update'],
          mutationFn: (input: Parameters<Api['profiles']['update']>[0]) =>
            client.profiles.update(input),
          onSuccess: (profile) => {
            queryClient.setQueryData(tandemKeys.profile(profile.id), profile);
            return invalidate(tandemKeys.user());
          },
        }),
      uploadAvatar: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'profiles', 'avatar'],
          mutationFn: (input: Parameters<Api['profiles']['uploadAvatar']>[0]) =>
            client.profiles.uploadAvatar(input),
          onSuccess: (profile) => queryClient.setQueryData(tandemKeys.profile(profile.id), profile),
        }),
    },
    attachments: {
      upload: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'attachments', 'upload'],
          mutationFn: (input: Parameters<Api['attachments']['upload']>[0]) =>
            client.attachments.upload(input),
          onSuccess: (attachment) => invalidate(tandemKeys.attachments(attachment.task_id)),
        }),
      delete: () =>
        mutationOptions({
          mutationKey: [...tandemKeys.all, 'attachments', 'delete'],
          mutationFn: (variables: {
            attachment: Parameters<Api['attachments']['delete']>[0];
            taskId: string;
          }) => client.attachments.delete(variables.attachment),
          onSuccess: (_, variables) => invalidate(tandemKeys.attachments(variables.taskId)),
        }),
    },
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

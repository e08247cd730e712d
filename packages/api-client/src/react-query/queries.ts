import type { TandemClient } from '../client.js';
import type { TaskFilters } from '../tasks/index.js';
import { tandemKeys } from './keys.js';
import { infiniteQueryOptions, queryOptions } from './options.js';
import { streamBoardTasks } from './stream-board.js';

/**
 * `queryOptions` for every read of the client, keyed by {@link tandemKeys}. Use them with
 * `useQuery`, `useSuspenseQuery`, `queryClient.ensureQueryData` (route loaders) or
 * `prefetchQuery`; they carry no defaults of their own beyond the keys, so a `QueryClient`'s
 * defaults (staleTime, retry) apply.
 *
 * @example
 * ```ts
 * const queries = tandemQueries(tandem);
 * const { data: tasks } = useQuery(queries.tasks.board(boardId));
 * ```
 */
export function tandemQueries(client: TandemClient) {
  return {
    user: () => queryOptions({ queryKey: tandemKeys.user(), queryFn: () => client.auth.getUser() }),
    profiles: {
      get: (userId: string) =>
        queryOptions({
          queryKey: tandemKeys.profile(userId),
          queryFn: () => client.profiles.get(userId),
        }),
    },
    workspaces: {
      mine: () =>
        queryOptions({
          queryKey: tandemKeys.workspaces(),
          queryFn: () => client.workspaces.listMine(),
        }),
      bySlug: (slug: string) =>
        queryOptions({
          queryKey: tandemKeys.workspace(slug),
          queryFn: () => client.workspaces.getBySlug(slug),
        }),
      slugAvailable: (slug: string) =>
        queryOptions({
          queryKey: tandemKeys.slugAvailable(slug),
          queryFn: () => client.workspaces.isSlugAvailable(slug),
          // Availability changes only when someone takes the slug: no need to ask again soon.
          staleTime: 30_000,
        }),
    },
    members: {
      list: (workspaceId: string) =>
        queryOptions({
          queryKey: tandemKeys.members(workspaceId),
          queryFn: () => client.members.list(workspaceId),
        }),
    },
    invitations: {
      pending: (workspaceId: string) =>
        queryOptions({
          queryKey: tandemKeys.invitations(workspaceId),
          queryFn: () => client.invitations.listPending(workspaceId),
        }),
      byToken: (token: string) =>
        queryOptions({
          queryKey: tandemKeys.invitation(token),
          queryFn: () => client.invitations.get(token),
        }),
    },
    boards: {
      list: (workspaceId: string, includeArchived = false) =>
        queryOptions({
          queryKey: tandemKeys.boards(workspaceId, includeArchived),
          queryFn: () => client.boards.list(workspaceId, { includeArchived }),
        }),
      get: (boardId: string) =>
        queryOptions({
          queryKey: tandemKeys.boardDetails(boardId),
          queryFn: () => client.boards.get(boardId),
        }),
    },
    tasks: {
      board: (boardId: string) =>
        queryOptions({
          queryKey: tandemKeys.boardTasks(boardId),
          queryFn: streamBoardTasks(client, boardId),
        }),
      search: (boardId: string, filters: TaskFilters) =>
        queryOptions({
          queryKey: tandemKeys.taskSearch(boardId, filters),
          queryFn: () => client.tasks.search(boardId, filters),
        }),
      get: (taskId: string) =>
        queryOptions({
          queryKey: tandemKeys.task(taskId),
          queryFn: () => client.tasks.get(taskId),
        }),
      byNumber: (workspaceId: string, number: number) =>
        queryOptions({
          queryKey: tandemKeys.taskByNumber(workspaceId, number),
          queryFn: () => client.tasks.getByNumber({ workspaceId, number }),
        }),
    },
    comments: {
      list: (taskId: string) =>
        infiniteQueryOptions({
          queryKey: tandemKeys.comments(taskId),
          queryFn: ({ pageParam }) => client.comments.list(taskId, { cursor: pageParam }),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.nextCursor ?? undefined,
        }),
    },
    attachments: {
      list: (taskId: string) =>
        queryOptions({
          queryKey: tandemKeys.attachments(taskId),
          queryFn: () => client.attachments.list(taskId),
        }),
    },
    activity: {
      workspace: (workspaceId: string) =>
        infiniteQueryOptions({
          queryKey: tandemKeys.workspaceActivity(workspaceId),
          queryFn: ({ pageParam }) =>
            client.activity.listWorkspace(workspaceId, { cursor: pageParam }),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.nextCursor ?? undefined,
        }),
      task: (taskId: string) =>
        infiniteQueryOptions({
          queryKey: tandemKeys.taskActivity(taskId),
          queryFn: ({ pageParam }) => client.activity.listTask(taskId, { cursor: pageParam }),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.nextCursor ?? undefined,
        }),
    },
    notifications: {
      list: () =>
        infiniteQueryOptions({
          queryKey: tandemKeys.notificationList(),
          queryFn: ({ pageParam }) => client.notifications.list({ cursor: pageParam }),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.nextCursor ?? undefined,
        }),
      unreadCount: () =>
        queryOptions({
          queryKey: tandemKeys.unreadNotifications(),
          queryFn: () => client.notifications.unreadCount(),
        }),
      preferences: () =>
        queryOptions({
          queryKey: tandemKeys.notificationPreferences(),
          queryFn: () => client.notifications.preferences.get(),
        }),
    },
    watchers: {
      list: (taskId: string) =>
        queryOptions({
          queryKey: tandemKeys.watchers(taskId),
          queryFn: () => client.watchers.list({ taskId }),
        }),
    },
  };
}

/** What {@link tandemQueries} returns. */
export type TandemQueries = ReturnType<typeof tandemQueries>;

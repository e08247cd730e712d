import type { TandemClient } from '../../client.js';
import type { TaskFilters } from '../../tasks/index.js';
import { type ActivityFilters, tandemKeys } from '../keys.js';
import { infiniteQueryOptions, queryOptions } from '../options.js';
import { shareRowsById } from '../share-rows.js';
import { streamBoardTasks } from '../stream-board.js';

/** The `queryOptions` of tasks, their comments, files and history (see `tandemQueries`). */
export function workQueries(client: TandemClient) {
  return {
    tasks: {
      board: (boardId: string) =>
        queryOptions({
          queryKey: tandemKeys.boardTasks(boardId),
          queryFn: streamBoardTasks(client, boardId),
          // A move shifts the rows between its two places: they stay the objects held.
          structuralSharing: shareRowsById,
        }),
      search: (boardId: string, filters: TaskFilters) =>
        queryOptions({
          queryKey: tandemKeys.taskSearch(boardId, filters),
          queryFn: () => client.tasks.search(boardId, filters),
        }),
      assignedToMe: () =>
        queryOptions({
          queryKey: tandemKeys.myTasks(),
          queryFn: () => client.tasks.assignedToMe(),
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
      trash: (workspaceId: string) =>
        queryOptions({
          queryKey: tandemKeys.trash(workspaceId),
          queryFn: () => client.tasks.listTrash(workspaceId),
        }),
      inTrash: (workspaceId: string, number: number) =>
        queryOptions({
          queryKey: tandemKeys.trashedTask(workspaceId, number),
          queryFn: () => client.tasks.findInTrash({ workspaceId, number }),
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
    labels: {
      list: (workspaceId: string) =>
        queryOptions({
          queryKey: tandemKeys.labels(workspaceId),
          queryFn: () => client.labels.list(workspaceId),
        }),
    },
    states: {
      list: (boardId: string) =>
        queryOptions({
          queryKey: tandemKeys.boardStates(boardId),
          queryFn: () => client.states.list(boardId),
        }),
    },
    views: {
      list: (boardId: string) =>
        queryOptions({
          queryKey: tandemKeys.boardViews(boardId),
          queryFn: () => client.views.list(boardId),
        }),
    },
    checklists: {
      list: (taskId: string) =>
        queryOptions({
          queryKey: tandemKeys.checklist(taskId),
          queryFn: () => client.checklists.list(taskId),
        }),
    },
    activity: {
      workspace: (workspaceId: string, filters?: ActivityFilters) =>
        infiniteQueryOptions({
          queryKey: tandemKeys.workspaceActivity(workspaceId, filters),
          queryFn: ({ pageParam }) =>
            client.activity.listWorkspace(workspaceId, { ...filters, cursor: pageParam }),
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
  };
}

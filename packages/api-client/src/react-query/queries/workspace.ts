import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { queryOptions } from '../options.js';

/** The `queryOptions` of workspaces, their members, invitations and boards (see `tandemQueries`). */
export function workspaceQueries(client: TandemClient) {
  return {
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
  };
}

import type { TandemClient } from '../client.js';
import { accountQueries } from './queries/account.js';
import { followQueries } from './queries/follow.js';
import { workQueries } from './queries/work.js';
import { workspaceQueries } from './queries/workspace.js';

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
    ...accountQueries(client),
    ...workspaceQueries(client),
    ...workQueries(client),
    ...followQueries(client),
  };
}

/** What {@link tandemQueries} returns. */
export type TandemQueries = ReturnType<typeof tandemQueries>;

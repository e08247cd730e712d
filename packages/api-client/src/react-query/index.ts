/**
 * `@tandem/api-client/react-query`: TanStack Query bindings for the Tandem client — a query-key
 * factory, `queryOptions` for every read, `mutationOptions` for every write (optimistic where
 * the product needs it), and realtime → cache bindings for boards and the inbox.
 *
 * @packageDocumentation
 * @module @tandem/api-client/react-query
 */

export { type BindBoardOptions, bindBoardToCache } from './bind-board.js';
export { type BindNotificationsOptions, bindNotificationsToCache } from './bind-notifications.js';
export { type ActivityFilters, boardOfTasksKey, tandemKeys } from './keys.js';
export { tandemMutations } from './mutations.js';
export { forgetNotification, writeNotification } from './notification-cache.js';
export type {
  TandemInfiniteQueryOptions,
  TandemMutationOptions,
  TandemQueryOptions,
} from './options.js';
export { type TandemQueries, tandemQueries } from './queries.js';
export { forgetState, writeState } from './state-cache.js';
export type { TandemMutations } from './tandem-mutations.js';
export { type CachedBoardTasks, cachedBoardTasks } from './task-cache.js';
export { useTandemMutations } from './use-tandem-mutations.js';
export { bindViewsToCache, forgetView, writeView } from './view-cache.js';

/**
 * `@tandem/api-client/react-query`: TanStack Query bindings for the Tandem client — a query-key
 * factory, `queryOptions` for every read, `mutationOptions` for every write (optimistic where
 * the product needs it), and a realtime → cache binding for boards.
 *
 * @packageDocumentation
 */

export { type BindBoardOptions, bindBoardToCache } from './bind-board.js';
export { tandemKeys } from './keys.js';
export { type TandemMutations, tandemMutations } from './mutations.js';
export type {
  TandemInfiniteQueryOptions,
  TandemMutationOptions,
  TandemQueryOptions,
} from './options.js';
export { type TandemQueries, tandemQueries } from './queries.js';
export { useTandemMutations } from './use-tandem-mutations.js';

import {
  type DataTag,
  type InfiniteData,
  type QueryKey,
  infiniteQueryOptions as tanstackInfiniteQueryOptions,
  mutationOptions as tanstackMutationOptions,
  queryOptions as tanstackQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
  type UnusedSkipTokenOptions,
  type UseMutationOptions,
  type WithRequired,
} from '@tanstack/react-query';
import type { TandemError } from '../errors/tandem-error.js';

// The bindings' options are spelled with TanStack's own option types, by name: a type the
// compiler wrote out instead would say `queryFn?: … | undefined`, which `useQuery` and
// `fetchQuery` refuse under `exactOptionalPropertyTypes`.

/**
 * A read of the client as `queryOptions`: for `useQuery`, `useSuspenseQuery`,
 * `queryClient.fetchQuery`, `ensureQueryData` or `prefetchQuery`. Its errors are
 * {@link TandemError}s, and its key is tagged with its data and error types, so
 * `queryClient.getQueryData(options.queryKey)` is typed too.
 *
 * @typeParam TData - what the read resolves to.
 * @typeParam TKey - its query key, from {@link tandemKeys}.
 */
export type TandemQueryOptions<TData, TKey extends QueryKey = QueryKey> = UnusedSkipTokenOptions<
  TData,
  TandemError,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, TandemError> };

/**
 * A paged read of the client (comments, activity) as `infiniteQueryOptions`: for
 * `useInfiniteQuery`, `useSuspenseInfiniteQuery` or `queryClient.fetchInfiniteQuery`. Each page
 * is a `Page` and the page parameter its cursor; errors are {@link TandemError}s.
 *
 * @typeParam TPage - one page of the list.
 * @typeParam TKey - its query key, from {@link tandemKeys}.
 */
export type TandemInfiniteQueryOptions<
  TPage,
  TKey extends QueryKey = QueryKey,
> = UnusedSkipTokenInfiniteOptions<
  TPage,
  TandemError,
  InfiniteData<TPage>,
  TKey,
  string | undefined
> & { queryKey: DataTag<TKey, InfiniteData<TPage>, TandemError> };

/**
 * A write of the client as `mutationOptions`, for `useMutation` or the mutation cache: its
 * errors are {@link TandemError}s.
 *
 * @typeParam TData - what the write resolves to.
 * @typeParam TVariables - what `mutate` takes.
 * @typeParam TContext - what its `onMutate` hands to `onError` and `onSuccess`.
 */
export type TandemMutationOptions<TData, TVariables, TContext = unknown> = WithRequired<
  UseMutationOptions<TData, TandemError, TVariables, TContext>,
  'mutationKey'
>;

/** TanStack's `queryOptions`, with the error type a {@link TandemError}. */
export function queryOptions<TData, TKey extends QueryKey>(
  options: UnusedSkipTokenOptions<TData, TandemError, TData, TKey>,
): TandemQueryOptions<TData, TKey> {
  return tanstackQueryOptions<TData, TandemError, TData, TKey>(options);
}

/** TanStack's `infiniteQueryOptions` over cursor pages, with the error a {@link TandemError}. */
export function infiniteQueryOptions<TPage, TKey extends QueryKey>(
  options: UnusedSkipTokenInfiniteOptions<
    TPage,
    TandemError,
    InfiniteData<TPage>,
    TKey,
    string | undefined
  >,
): TandemInfiniteQueryOptions<TPage, TKey> {
  return tanstackInfiniteQueryOptions<
    TPage,
    TandemError,
    InfiniteData<TPage>,
    TKey,
    string | undefined
  >(options);
}

/** TanStack's `mutationOptions`, with the error type a {@link TandemError}. */
export function mutationOptions<TData, TVariables = void, TContext = unknown>(
  options: TandemMutationOptions<TData, TVariables, TContext>,
): TandemMutationOptions<TData, TVariables, TContext> {
  return tanstackMutationOptions<TData, TandemError, TVariables, TContext>(options);
}

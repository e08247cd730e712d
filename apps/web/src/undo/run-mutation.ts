import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation outside any component: an undo outlives the panel or dialog where the action
 * was made, and a hook's `mutate` does nothing once its component has unmounted.
 */
export function runMutation<TData, TError, TVariables, TContext>(
  queryClient: QueryClient,
  options: MutationOptions<TData, TError, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

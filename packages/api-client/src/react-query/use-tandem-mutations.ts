import { useQueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { tandemMutations } from './mutations.js';
import type { TandemMutations } from './tandem-mutations.js';

/**
 * The one way to get the client's mutations in React: {@link tandemMutations} over `client` and
 * the `QueryClient` of the nearest `QueryClientProvider`. The same object on every render (and
 * in every component) for the same client and cache, so it is safe in effect and memo
 * dependencies.
 *
 * @example
 * ```tsx
 * const move = useMutation(useTandemMutations(tandem).tasks.move());
 * move.mutate({ taskId, toStatus: 'done', aboveId, belowId });
 * ```
 */
export function useTandemMutations(client: TandemClient): TandemMutations {
  return tandemMutations(client, useQueryClient());
}

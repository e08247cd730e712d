import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/**
 * Runs `run` once no query of `queryClient` is fetching and the browser is then idle, for code
 * a page does not need to paint. Idle alone is not enough: on a slow network the browser is
 * idle while the page waits for its data, and code fetched then shares the bandwidth with it.
 * Returns what cancels it.
 */
export function whenSettled(queryClient: QueryClient, run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle?.();
    cancelIdle =
      queryClient.isFetching() === 0
        ? whenIdle(() => {
            stop();
            run();
          })
        : undefined;
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(schedule);
  function stop() {
    unsubscribe();
    cancelIdle?.();
  }
  schedule();
  return stop;
}

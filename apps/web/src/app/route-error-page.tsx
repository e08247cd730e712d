import { toTandemError } from '@tandem/api-client';
import { onlineManager } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { QueryErrorState } from '../lib/query-error-state';

/**
 * What a page shows when loading it failed for a reason other than "not found" (offline, a
 * server error): the message and "Try again", which reloads the page's data. A page that
 * failed because the browser was offline reloads by itself when the connection is back, as
 * its message promises.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = toTandemError(error).code === 'network/offline';
  const retry = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);

  useEffect(() => {
    if (!offline) return undefined;
    // Only a change back to online retries: a server that cannot be reached while the browser
    // is online also reads as offline, and retrying at once would loop.
    return onlineManager.subscribe((online) => {
      if (online) retry();
    });
  }, [offline, retry]);

  return <QueryErrorState error={error} onRetry={retry} />;
}

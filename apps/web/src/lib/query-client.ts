import { isTandemError } from '@tandem/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportOffline, reportOnline } from './connection-status';
import { notifyError } from './notify-error';

const MAX_RETRIES = 3;

/**
 * Retries only what may succeed later: a lost connection or an unexpected failure. A refusal
 * (forbidden, not found, invalid) answers the same way every time.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isTandemError(error)) return true;
  return error.code === 'network/offline' || error.code === 'unknown';
}

/**
 * Errors whose place is a toast or the offline banner (the error catalogue of `@tandem/schemas`) are shown here, once for
 * every query and mutation; fields, forms and pages show the others where they happen.
 */
function reportError(error: unknown): void {
  if (isTandemError(error, 'network/offline')) {
    reportOffline();
  } else if (!isTandemError(error) || error.display === 'toast') {
    notifyError(error);
  }
}

/** Creates the app's QueryClient: short stale time, retries for transient failures only. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportError, onSuccess: reportOnline }),
    mutationCache: new MutationCache({ onError: reportError, onSuccess: reportOnline }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

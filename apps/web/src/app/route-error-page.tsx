import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { QueryErrorState } from './query-error-state';

/**
 * What a page shows when loading it failed for a reason other than "not found" (offline, a
 * server error): the message and "Try again", which reloads the page's data.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <QueryErrorState
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

import { ERROR_CATALOGUE } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { forgetPersistedCache } from '../lib/persisted-cache';
import { useTandem } from '../lib/use-tandem';

/** Route ids of the pages that need a session; leaving them is what signing out means. */
const SIGNED_IN_ROUTE_IDS = ['/_app', '/auth/reset-password'];

/**
 * Follows the session across tabs: signed out anywhere (another tab shares the cookies and
 * hears it through supabase-js' broadcast) → this tab leaves signed-in pages for `/sign-in`;
 * the session expired → a toast, then sign-in, coming back here afterwards.
 */
export function useSessionEvents(): void {
  const tandem = useTandem();
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      tandem.auth.onSessionChange((event) => {
        if (event.type !== 'signed-out' && event.type !== 'session-expired') return;
        // Nothing of the previous user may stay on screen or in the cache.
        queryClient.clear();
        void forgetPersistedCache();
        const onSignedInPage = router.state.matches.some((match) =>
          SIGNED_IN_ROUTE_IDS.includes(match.routeId),
        );
        if (event.type === 'session-expired') {
          toast.error(ERROR_CATALOGUE['auth/session-expired'].message, {
            id: 'auth/session-expired',
          });
          if (onSignedInPage) {
            router.navigate({ to: '/sign-in', search: { next: router.state.location.href } });
          }
        } else if (onSignedInPage) {
          router.navigate({ to: '/sign-in', search: {} });
        }
      }),
    [tandem, router, queryClient],
  );
}

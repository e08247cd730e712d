import { tandemKeys } from '@tandem/api-client/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * Keeps the cached unread count and inbox current: every change to the signed-in user's
 * notifications (a new one, a fold, a read elsewhere) and every rejoin after a gap refetches
 * them.
 */
export function useLiveNotifications(): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: tandemKeys.notifications() });
    let stopped = false;
    let unsubscribe: (() => Promise<void>) | undefined;
    tandem.notifications
      .subscribe({
        onNotification: refresh,
        onNotificationUpdated: refresh,
        onNotificationDeleted: refresh,
        onResync: refresh,
      })
      .then(
        (subscription) => {
          if (stopped) void subscription.unsubscribe();
          else unsubscribe = () => subscription.unsubscribe();
        },
        // Signed out meanwhile: nothing to follow.
        () => undefined,
      );
    return () => {
      stopped = true;
      void unsubscribe?.();
    };
  }, [tandem, queryClient]);
}

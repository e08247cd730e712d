import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';

/**
 * Keeps the cached unread count and inbox current: every change to the signed-in user's
 * notifications (a new one, a fold, a read elsewhere) arrives live and is written into the
 * cache; a rejoin after a gap reads them again. The binding's code loads after the page has
 * painted, as the realtime code it starts does.
 */
export function useLiveNotifications(): void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./bind-live-notifications').then(({ bindNotificationsToCache }) => {
      if (!stopped) stop = bindNotificationsToCache(queryClient, tandem);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [tandem, queryClient]);
}

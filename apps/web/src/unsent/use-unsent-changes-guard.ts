import { toast } from '@tandem/ui/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { lostChangesMessage, recordLostChanges, takeLostChanges } from './lost-changes';
import { describeUnsentChanges, hasUnansweredChanges } from './unsent-changes';

/** Says once what earlier pages lost: the changes are not on the board, and why. */
function reportLost(changes: readonly string[]): void {
  const { title, description } = lostChangesMessage(changes);
  toast.error(title, {
    id: 'lost-changes',
    description,
    duration: Number.POSITIVE_INFINITY,
    closeButton: true,
  });
}

/**
 * Nothing made here is silently lost with the page: closing or reloading a page that holds
 * changes not yet answered asks first (the browser's "Leave site?"), a page that goes anyway
 * with changes it could not send (offline) leaves a report of them, and the next page the
 * same person opens shows that report once.
 */
export function useUnsentChangesGuard(): void {
  const queryClient = useQueryClient();
  const userId = useQuery(useTandemQueries().user()).data?.id;
  useEffect(() => {
    if (!userId) return undefined;
    const lost = takeLostChanges(userId);
    if (lost.length) reportLost(lost);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnansweredChanges(queryClient)) event.preventDefault();
    };
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back-forward cache comes back with its changes and sends them.
      if (!event.persisted) recordLostChanges(userId, describeUnsentChanges(queryClient));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [queryClient, userId]);
}

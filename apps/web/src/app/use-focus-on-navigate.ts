import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusPageHeading } from './focus-heading';

/**
 * After every navigation to another path (not the first load, not a search-param change),
 * focus the new page's heading once it has rendered.
 */
export function useFocusOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        // The route's component renders after the router resolves; wait for that frame.
        requestAnimationFrame(focusPageHeading);
      }),
    [router],
  );
}

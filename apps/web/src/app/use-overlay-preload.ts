import { preloadOverlays } from '@tandem/ui/overlays';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenSettled } from '../lib/when-settled';

/**
 * Fetches the kit's menus, dialogs, popovers and tooltips once the page's data has arrived and
 * the browser is idle: a page paints without them, and the first one opened then opens at once.
 */
export function useOverlayPreload(): void {
  const queryClient = useQueryClient();
  useEffect(() => whenSettled(queryClient, preloadOverlays), [queryClient]);
}

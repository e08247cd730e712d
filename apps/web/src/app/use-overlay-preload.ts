import { preloadOverlays } from '@tandem/ui/overlays';
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * Fetches the kit's menus, dialogs, popovers and tooltips once the first page has painted,
 * while the browser is idle: a page paints without them, and the first one opened then opens
 * at once.
 */
export function useOverlayPreload(): void {
  useEffect(() => whenIdle(preloadOverlays), []);
}

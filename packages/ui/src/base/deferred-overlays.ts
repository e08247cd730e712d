import { useEffect, useState } from 'react';

/** The Radix primitives the kit's overlays render once they have loaded. */
export type OverlayPrimitives = typeof import('./radix-overlays');

let primitives: OverlayPrimitives | undefined;
let loading: Promise<OverlayPrimitives> | undefined;

/**
 * Loads the overlays' primitives once; a failed load (offline) is forgotten, so the next
 * request tries again.
 */
export function loadOverlays(): Promise<OverlayPrimitives> {
  loading ??= import('./radix-overlays').then(
    (loaded) => {
      primitives = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the overlays' primitives have loaded. */
export function overlaysLoaded(): boolean {
  return primitives !== undefined;
}

/**
 * Fetches the code behind the kit's menus, dialogs, popovers and tooltips ahead of their first
 * use. Until it is here they render their triggers only, and load it when first opened; call
 * this once a screen has painted (when the browser is idle) so that opening one is instant.
 * A failed preload is silent: the overlay loads again when opened.
 */
export function preloadOverlays(): void {
  loadOverlays().catch(() => undefined);
}

/**
 * The primitives one overlay renders with: those loaded when it mounted, or once `wanted` turns
 * true, in that same render when they are here already, else once they load. An overlay does
 * not switch on its own when they arrive: its trigger would be replaced under the pointer or
 * the keyboard focus.
 */
export function useOverlayPrimitives(wanted: boolean): OverlayPrimitives | undefined {
  const [held, setHeld] = useState(() => primitives);
  useEffect(() => {
    if (held || !wanted) return;
    let live = true;
    loadOverlays().then(
      (loaded) => live && setHeld(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [held, wanted]);
  return held ?? (wanted ? primitives : undefined);
}

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Loads code the page does not need to show (a dialog's form: react-hook-form, the zod
 * resolver, selects) once the page has rendered, while the browser is idle; true once it is
 * here. Mount the lazy component when this is true or when it is wanted now: a preload that
 * fails (offline) must not take the page down with it, and opening it later loads it again.
 *
 * @param load - imports the module; called again by `lazy()` on demand, from the module cache
 */
export function useIdlePreload(load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    return whenIdle(() => {
      load().then(
        () => setLoaded(true),
        () => undefined,
      );
    });
  }, [load]);
  return loaded;
}

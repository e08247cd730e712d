import { type ComponentType, useEffect, useState } from 'react';
import { loadToaster, onToasterLoaded } from './toast';
import type { ToasterProps } from './toaster';

/**
 * The {@link Toaster}, fetched after the page has painted: a page that shows no toast paints
 * without sonner. Toasts shown before it arrives appear once it has (see {@link toast}). Render
 * it once near the root, instead of `Toaster`; it takes the same props.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    const stop = onToasterLoaded((module) => setToaster(() => module.Toaster));
    const load = () => {
      loadToaster().catch(() => {
        // Offline: tried again when the browser is back online, or by the next toast.
      });
    };
    load();
    window.addEventListener('online', load);
    return () => {
      stop();
      window.removeEventListener('online', load);
    };
  }, []);

  return Toaster ? <Toaster {...props} /> : null;
}

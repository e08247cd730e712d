import { lazy, Suspense } from 'react';
import { useIdlePreload } from '../lib/use-idle-preload';
import type { ViewDialogProps } from './view-dialog';

// The form is not needed to show the board and its Views menu.
const loadDialog = () => import('./view-dialog');
const ViewDialog = lazy(() => loadDialog().then((module) => ({ default: module.ViewDialog })));

/** {@link ViewDialog}, loaded while the browser is idle after the board has rendered. */
export function LazyViewDialog(props: ViewDialogProps) {
  const loaded = useIdlePreload(loadDialog);
  if (!loaded && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ViewDialog {...props} />
    </Suspense>
  );
}

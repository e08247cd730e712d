import { lazy, Suspense, useEffect, useState } from 'react';
import type { NewTaskDialogProps } from './new-task-dialog';

// The form (react-hook-form, the zod resolver, the selects) is not needed to show the board.
const loadDialog = () => import('./new-task-dialog');
const NewTaskDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.NewTaskDialog })),
);

/**
 * {@link NewTaskDialog}, loaded after the board has rendered (while the browser is idle), so
 * `c` opens it at once without its code weighing on the board's first load.
 */
export function LazyNewTaskDialog(props: NewTaskDialogProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      // Mounted only once its code is here: a preload that fails (offline) must not take the
      // board down with it; opening the dialog later loads it again.
      loadDialog().then(
        () => setWanted(true),
        () => undefined,
      );
    });
    return () => cancel(handle);
  }, []);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <NewTaskDialog {...props} />
    </Suspense>
  );
}

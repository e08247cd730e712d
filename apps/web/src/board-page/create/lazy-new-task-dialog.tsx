import { lazy, Suspense } from 'react';
import { useIdlePreload } from '../../lib/use-idle-preload';
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
  const loaded = useIdlePreload(loadDialog);
  if (!loaded && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <NewTaskDialog {...props} />
    </Suspense>
  );
}

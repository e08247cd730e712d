import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { BoardBulkControlsProps } from './board-bulk-controls';

// The bar and its menus are only needed once something is selected.
const loadControls = () => import('./board-bulk-controls');
const BoardBulkControls = lazy(() =>
  loadControls().then((module) => ({ default: module.BoardBulkControls })),
);

/**
 * {@link BoardBulkControls}, drawn while tasks are selected; its code loads while the browser
 * is idle after the board has rendered, so the bar shows at once without weighing on the
 * board's first load.
 */
export function LazyBoardBulkControls(props: BoardBulkControlsProps) {
  useEffect(() => {
    // A preload that fails (offline) is tried again when a task is selected.
    return whenIdle(() => void loadControls().catch(() => undefined));
  }, []);
  if (props.selection.selected.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BoardBulkControls {...props} />
    </Suspense>
  );
}

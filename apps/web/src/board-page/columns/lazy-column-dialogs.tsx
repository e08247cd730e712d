import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { ColumnDialogsProps } from './column-dialogs';

// The forms (the colour swatches, the selects, the switch) are not needed to show the board.
const loadDialogs = () => import('./column-dialogs');
const ColumnDialogs = lazy(() =>
  loadDialogs().then((module) => ({ default: module.ColumnDialogs })),
);

/**
 * {@link ColumnDialogs}, fetched while the browser is idle after the board has painted and
 * mounted once a dialog is first opened, so they weigh nothing on the board's first load.
 */
export function LazyColumnDialogs(props: ColumnDialogsProps) {
  const [wanted, setWanted] = useState(false);
  if (props.dialog && !wanted) setWanted(true);
  useEffect(() => {
    // A preload that fails (offline) is tried again when a dialog is opened.
    return whenIdle(() => void loadDialogs().catch(() => undefined));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ColumnDialogs {...props} />
    </Suspense>
  );
}

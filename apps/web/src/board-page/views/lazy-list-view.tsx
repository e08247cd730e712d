import { lazy, Suspense } from 'react';
import type { ListViewProps } from './list-view';

// The list (its grid, virtualiser and editors) is not needed to show the board.
const ListView = lazy(() => import('./list-view').then((module) => ({ default: module.ListView })));

/** {@link ListView}, its code loaded when the list is first shown. */
export function LazyListView(props: ListViewProps) {
  return (
    <Suspense fallback={null}>
      <ListView {...props} />
    </Suspense>
  );
}

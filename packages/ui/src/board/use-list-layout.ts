import * as React from 'react';
import { layoutFor, type TaskListLayout } from './task-list-layout';
import { useElementWidth } from './use-element-width';

/**
 * The list's layout for the scroller's width, with a checkbox column when rows are
 * selectable. One value per width: its columns are a prop of every memoised row.
 */
export function useListLayout(
  scroller: React.RefObject<HTMLElement | null>,
  selectable: boolean,
): TaskListLayout {
  const width = useElementWidth(scroller);
  return React.useMemo(() => layoutFor(width, selectable), [width, selectable]);
}

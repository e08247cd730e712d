import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import type * as React from 'react';
import type { TaskListLayout } from './task-list-layout';
import type { TaskListRow } from './task-list-model';
import { useGridFocus } from './use-grid-focus';
import { type GridNavigation, useGridNavigation } from './use-grid-navigation';
import { useListVirtualizer } from './use-list-virtualizer';

/** The list's grid: its keyboard navigation, its virtual rows and its tab stop. */
export interface ListGrid {
  nav: GridNavigation;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The rows to render now. */
  items: VirtualItem[];
  /** The task whose row holds the grid's one tab stop, or `null` for the header. */
  tabbableRow: string | null;
}

/**
 * Arrow keys between cells (useGridNavigation), the virtualised rows, and focus kept on the
 * active cell as rows scroll in and out (useGridFocus).
 */
export function useListGrid(
  scroller: React.RefObject<HTMLDivElement | null>,
  rows: ReadonlyArray<TaskListRow>,
  taskIds: ReadonlyArray<string>,
  layout: TaskListLayout,
): ListGrid {
  const nav = useGridNavigation(taskIds, layout.columns.length);
  const virtualizer = useListVirtualizer(rows, scroller, layout.compact);
  const items = virtualizer.getVirtualItems();
  const tabbableRow = useGridFocus(scroller, nav, rows, items, virtualizer);
  return { nav, virtualizer, items, tabbableRow };
}

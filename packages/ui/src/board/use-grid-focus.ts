import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import type { TaskListRow } from './task-list-model';
import { cellKey, type GridNavigation } from './use-grid-navigation';

/**
 * Moves focus to the active cell after a key move, scrolling its row into the rendered window
 * first when the virtual list had not drawn it. Returns the task whose row holds the tab stop,
 * or `null` for the header, which takes it when the active row is scrolled out of the window
 * (so Tab always reaches the grid).
 */
export function useGridFocus(
  scroller: React.RefObject<HTMLElement | null>,
  nav: GridNavigation,
  rows: ReadonlyArray<TaskListRow>,
  items: ReadonlyArray<VirtualItem>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
): string | null {
  const { active, pending } = nav;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a scroll that draws new rows (`items`) is when the waiting cell appears
  React.useLayoutEffect(() => {
    if (!pending.current) return;
    const key = CSS.escape(cellKey(active));
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${key}"]`);
    if (cell) {
      pending.current = false;
      cell.focus();
      return;
    }
    const index = rows.findIndex((row) => row.kind === 'task' && row.task.id === active.row);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    else pending.current = false;
  }, [active, pending, rows, items, virtualizer, scroller]);

  if (active.row === null) return null;
  const drawn = items.some((item) => {
    const row = rows[item.index];
    return row?.kind === 'task' && row.task.id === active.row;
  });
  return drawn ? active.row : null;
}

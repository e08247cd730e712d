import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type * as React from 'react';
import { COMPACT_ROW_HEIGHT, ROW_HEIGHT } from './task-list-layout';
import type { TaskListRow } from './task-list-model';

/**
 * The list's virtualiser: only the rows on screen (and ten either side) are rendered, each
 * keyed by its task or its group.
 */
export function useListVirtualizer(
  rows: ReadonlyArray<TaskListRow>,
  scroller: React.RefObject<HTMLDivElement | null>,
  compact: boolean,
): Virtualizer<HTMLDivElement, Element> {
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    // Group headings keep the desktop height; a phone's stacked task rows are taller.
    estimateSize: (index) => (rows[index]?.kind === 'group' ? ROW_HEIGHT : rowHeight),
    overscan: 10,
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'task' ? row.task.id : `group:${row?.key}`;
    },
  });
}

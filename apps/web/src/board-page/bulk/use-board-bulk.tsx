import type { BoardTask } from '@tandem/ui/board';
import { type ReactNode, useMemo, useRef } from 'react';
import { onFirstCall } from '../../lib/on-first-call';
import { type KeptOrder, keepBoardOrder } from './board-order';
import { type BulkSelectionSource, useBulkSelection } from './use-bulk-selection';
import type { TaskSelection } from './use-task-selection';

/** What the board page needs from {@link useBoardBulk}. */
export interface BoardBulk {
  selection: TaskSelection;
  /** The `Board`'s selection props (none for viewers, who cannot edit). */
  boardProps: {
    selectedIds: ReadonlySet<string>;
    onSelectTask?: TaskSelection['select'];
  };
  /** The bulk action bar, shown while tasks are selected. */
  bar: ReactNode;
}

/** What {@link useBoardBulk} reads: a view's source, the cards the board shows in place of an order. */
export interface BoardBulkSource extends Omit<BulkSelectionSource, 'order'> {
  /** The cards the board shows (filtered). */
  cards: ReadonlyArray<BoardTask>;
}

/**
 * Bulk edit on a board: the selection over the cards it shows, in reading order, and the bar
 * that changes them in one batch. Viewers get neither.
 */
export function useBoardBulk({
  boardId,
  cards,
  columns,
  tasks,
  announce,
}: BoardBulkSource): BoardBulk {
  const columnIds = useMemo(() => columns?.map((column) => column.id) ?? [], [columns]);
  // Sorted only while tasks are selected; a live edit that moves no card keeps the order, and
  // the selection derived from it.
  const kept = useRef<KeptOrder | undefined>(undefined);
  const order = useMemo(
    () =>
      onFirstCall(() => {
        kept.current = keepBoardOrder(kept.current, cards, columnIds);
        return kept.current.ids;
      }),
    [cards, columnIds],
  );
  const { selection, canEdit, bar } = useBulkSelection({
    boardId,
    order,
    columns,
    tasks,
    announce,
  });
  const boardProps = canEdit
    ? { selectedIds: selection.selectedIds, onSelectTask: selection.select }
    : { selectedIds: selection.selectedIds };
  return { selection, boardProps, bar };
}

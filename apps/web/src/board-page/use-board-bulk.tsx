import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardColumnSpec, BoardTask } from '@tandem/ui/board';
import { type ReactNode, useMemo } from 'react';
import { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import { boardOrder } from './board-order';
import { LazyBoardBulkControls } from './lazy-board-bulk-controls';
import { useBoardLabels } from './use-board-labels';
import { type TaskSelection, useTaskSelection } from './use-task-selection';

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

/** What {@link useBoardBulk} reads. */
export interface BoardBulkSource {
  boardId: string;
  /** The cards the board shows (filtered). */
  cards: ReadonlyArray<BoardTask>;
  columns: ReadonlyArray<BoardColumnSpec> | undefined;
  /** Every task of the board. */
  tasks: ReadonlyArray<BoardTaskRow>;
  announce: (message: string) => void;
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
  const { workspace, can } = useWorkspaceAccess();
  const canEdit = can('content.contribute');
  const { people } = useMemberDirectory(workspace.id);
  const labels = useBoardLabels(tasks, useWorkspaceLabels(workspace.id));
  const order = useMemo(
    () => boardOrder(cards, columns?.map((column) => column.id) ?? []),
    [cards, columns],
  );
  const selection = useTaskSelection(order, announce);
  const bar =
    canEdit && columns ? (
      <LazyBoardBulkControls
        boardId={boardId}
        selection={selection}
        matching={order.length}
        tasks={tasks}
        columns={columns}
        people={people}
        labels={labels}
        announce={announce}
      />
    ) : null;
  const boardProps = canEdit
    ? { selectedIds: selection.selectedIds, onSelectTask: selection.select }
    : { selectedIds: selection.selectedIds };
  return { selection, boardProps, bar };
}

import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardColumnSpec } from '@tandem/ui/board';
import type { ReactNode } from 'react';
import { useWorkspaceAccess } from '../../workspace-shell/use-workspace-access';
import { LazyBoardBulkControls } from './lazy-board-bulk-controls';
import { type TaskSelection, useTaskSelection } from './use-task-selection';

/** What {@link useBulkSelection} gives a view. */
export interface BulkSelection {
  selection: TaskSelection;
  /** Whether the person may select and bulk-edit tasks (not viewers). */
  canEdit: boolean;
  /** The bulk action bar, shown while tasks are selected. */
  bar: ReactNode;
}

/** What {@link useBulkSelection} reads. */
export interface BulkSelectionSource {
  boardId: string;
  /**
   * The ids of the tasks the view shows, in the order it shows them: read only while tasks
   * are selected, so it may defer the work (see `onFirstCall`).
   */
  order: () => ReadonlyArray<string>;
  columns: ReadonlyArray<BoardColumnSpec> | undefined;
  /** Every task of the board. */
  tasks: ReadonlyArray<BoardTaskRow>;
  announce: (message: string) => void;
}

/**
 * Bulk edit in a view of a board's tasks (its board or its list): the selection over the
 * tasks the view shows, in its order, and the bar that changes them in one batch with one
 * Undo. Viewers get no bar.
 */
export function useBulkSelection({
  boardId,
  order,
  columns,
  tasks,
  announce,
}: BulkSelectionSource): BulkSelection {
  const { can } = useWorkspaceAccess();
  const canEdit = can('content.contribute');
  const selection = useTaskSelection(order, announce);
  const bar =
    canEdit && columns ? (
      <LazyBoardBulkControls
        boardId={boardId}
        selection={selection}
        order={order}
        tasks={tasks}
        columns={columns}
        announce={announce}
      />
    ) : null;
  return { selection, canEdit, bar };
}

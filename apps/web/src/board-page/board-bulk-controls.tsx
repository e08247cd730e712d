import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardColumnSpec, BoardPerson } from '@tandem/ui/board';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { BoardBulkBar } from './board-bulk-bar';
import type { FilterLabel } from './use-board-labels';
import { useBulkEdit } from './use-bulk-edit';
import type { TaskSelection } from './use-task-selection';

/** Props of {@link BoardBulkControls}. */
export interface BoardBulkControlsProps {
  boardId: string;
  selection: TaskSelection;
  matching: number;
  tasks: ReadonlyArray<BoardTaskRow>;
  columns: ReadonlyArray<BoardColumnSpec>;
  people: ReadonlyMap<string, BoardPerson>;
  labels: ReadonlyArray<FilterLabel>;
  announce: (message: string) => void;
}

/** The bulk action bar of a board, with the workspace's other boards and the person's rights. */
export function BoardBulkControls({ boardId, announce, ...props }: BoardBulkControlsProps) {
  const queries = useTandemQueries();
  const { workspace, can } = useWorkspaceAccess();
  const allBoards = useQuery(queries.boards.list(workspace.id)).data;
  const boards = useMemo(
    () => (allBoards ?? []).filter((board) => board.id !== boardId && board.archived_at === null),
    [allBoards, boardId],
  );
  const editor = useBulkEdit(boardId, announce);
  return (
    <BoardBulkBar
      {...props}
      boards={boards}
      editor={editor}
      canDelete={can('content.delete-any')}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { BoardBulkBar, type BoardBulkBarProps } from './board-bulk-bar';
import { otherOpenBoards } from './other-boards';
import { useBulkEdit } from './use-bulk-edit';

/** Props of {@link BoardBulkControls}: the bar's own, less what the controls look up. */
export interface BoardBulkControlsProps
  extends Omit<BoardBulkBarProps, 'boards' | 'editor' | 'canDelete'> {
  boardId: string;
  announce: (message: string) => void;
}

/** The bulk action bar of a board, with the workspace's other boards and the person's rights. */
export function BoardBulkControls({ boardId, announce, ...props }: BoardBulkControlsProps) {
  const queries = useTandemQueries();
  const { workspace, can } = useWorkspaceAccess();
  const allBoards = useQuery(queries.boards.list(workspace.id)).data;
  const boards = useMemo(() => otherOpenBoards(allBoards, boardId), [allBoards, boardId]);
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

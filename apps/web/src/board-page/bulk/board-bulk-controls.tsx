import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandemQueries } from '../../lib/use-tandem-queries';
import { useMemberDirectory } from '../../workspace-shell/use-member-directory';
import { useWorkspaceAccess } from '../../workspace-shell/use-workspace-access';
import { useWorkspaceLabels } from '../../workspace-shell/use-workspace-labels';
import { otherOpenBoards } from '../moves/other-boards';
import { useBoardLabels } from '../toolbar/use-board-labels';
import { BoardBulkBar, type BoardBulkBarProps } from './board-bulk-bar';
import { useBulkEdit } from './use-bulk-edit';

/** Props of {@link BoardBulkControls}: the bar's own, less what the controls look up. */
export interface BoardBulkControlsProps
  extends Omit<
    BoardBulkBarProps,
    'boards' | 'editor' | 'canDelete' | 'matching' | 'people' | 'labels'
  > {
  boardId: string;
  /** The ids of the tasks the view shows, in its order (their count is the bar's "all"). */
  order: () => ReadonlyArray<string>;
  announce: (message: string) => void;
}

/**
 * The bulk action bar of a board, with the workspace's other boards, members and labels and
 * the person's rights: looked up here, while tasks are selected, rather than on every render
 * of the view.
 */
export function BoardBulkControls({ boardId, order, announce, ...props }: BoardBulkControlsProps) {
  const queries = useTandemQueries();
  const { workspace, can } = useWorkspaceAccess();
  const allBoards = useQuery(queries.boards.list(workspace.id)).data;
  const boards = useMemo(() => otherOpenBoards(allBoards, boardId), [allBoards, boardId]);
  const { people } = useMemberDirectory(workspace.id);
  const labels = useBoardLabels(props.tasks, useWorkspaceLabels(workspace.id));
  const editor = useBulkEdit(boardId, announce);
  return (
    <BoardBulkBar
      {...props}
      matching={order().length}
      people={people}
      labels={labels}
      boards={boards}
      editor={editor}
      canDelete={can('content.delete-any')}
    />
  );
}

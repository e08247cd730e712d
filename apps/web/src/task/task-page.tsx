import { useNavigate } from '@tanstack/react-router';
import { BoardPresenceProvider, useBoardPresenceChannel } from '../live/board-presence';
import { useBoardLive } from '../live/use-board-live';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { TaskDetail } from './task-detail';

/** Props of {@link TaskPage}. */
export interface TaskPageProps {
  slug: string;
  boardId: string;
  number: number;
}

/**
 * `/w/:slug/t/:number`: one task on its own page (a deep link). It joins its board's channel,
 * so edits by others arrive live and the others see who is editing.
 */
export function TaskPage({ slug, boardId, number }: TaskPageProps) {
  const navigate = useNavigate();
  const { workspace, can } = useWorkspaceAccess();
  const presence = useBoardPresenceChannel(boardId, workspace.id, can('content.contribute'));
  const backToBoard = () =>
    void navigate({ to: '/w/$slug/b/$boardId', params: { slug, boardId }, search: {} });
  useBoardLive(boardId);
  return (
    <BoardPresenceProvider value={presence}>
      <h1 className="sr-only" tabIndex={-1}>
        Task #{number}
      </h1>
      <TaskDetail taskNumber={number} onDeleted={backToBoard} framed />
    </BoardPresenceProvider>
  );
}

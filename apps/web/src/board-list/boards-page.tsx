import type { Board } from '@tandem/schemas';
import { can } from '@tandem/schemas';
import { EmptyState } from '@tandem/ui/feedback';
import { CardGridSkeleton } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspace } from '../workspace-shell/use-workspace';
import { WorkspacePageHeader } from '../workspace-shell/workspace-page-header';
import { ArchiveBoardDialog } from './archive-board-dialog';
import { ArchivedBoardsSection } from './archived-boards-section';
import { BoardFormDialog } from './board-form-dialog';
import { BoardGrid } from './board-grid';
import { ImportBoardDialog } from './import-board-dialog';
import { NewBoardButtons } from './new-board-buttons';

type Editing = { kind: 'create' } | { kind: 'rename'; board: Board } | null;

/**
 * `/w/$slug`: the workspace's boards; admins and the owner create (and land on the new board),
 * rename, archive and restore them.
 */
export function BoardsPage() {
  const workspace = useWorkspace();
  const boards = useQuery(useTandemQueries().boards.list(workspace.id));
  const manages = can(workspace.role, 'boards.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Board | null>(null);
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();
  const openBoard = (boardId: string) =>
    navigate({ to: '/w/$slug/b/$boardId', params: { slug: workspace.slug, boardId } });
  const newBoard = manages ? (
    <NewBoardButtons
      onImport={() => setImporting(true)}
      onCreate={() => setEditing({ kind: 'create' })}
    />
  ) : null;

  return (
    <>
      <WorkspacePageHeader title="Boards" actions={boards.data?.length ? newBoard : null} />
      {boards.isPending ? (
        <CardGridSkeleton cards={3} label="Loading boards…" />
      ) : boards.isError ? (
        <QueryErrorState error={boards.error} onRetry={() => boards.refetch()} />
      ) : boards.data.length === 0 ? (
        <EmptyState
          icon={<Columns3 />}
          title="No boards yet"
          description={
            manages
              ? 'Create a board to start planning work with your team.'
              : 'An admin of this workspace can create the first board.'
          }
          action={newBoard}
          headingLevel={2}
        />
      ) : (
        <BoardGrid
          slug={workspace.slug}
          boards={boards.data}
          manages={manages}
          onRename={(board) => setEditing({ kind: 'rename', board })}
          onArchive={setArchiving}
        />
      )}
      {manages ? (
        <>
          <BoardFormDialog
            workspaceId={workspace.id}
            board={editing?.kind === 'rename' ? editing.board : undefined}
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            onCreated={(board) => openBoard(board.id)}
          />
          <ImportBoardDialog
            workspaceId={workspace.id}
            open={importing}
            onOpenChange={setImporting}
            onOpenBoard={(boardId) => {
              setImporting(false);
              openBoard(boardId);
            }}
          />
          <ArchivedBoardsSection workspaceId={workspace.id} />
          <ArchiveBoardDialog board={archiving} onClose={() => setArchiving(null)} />
        </>
      ) : null}
    </>
  );
}

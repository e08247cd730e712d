import type { Board } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { DividedList } from '@tandem/ui/display';
import { toast } from '@tandem/ui/feedback';
import { SettingsSection } from '@tandem/ui/workspace';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArchiveRestore } from 'lucide-react';
import { formatDate } from '../lib/format-date';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';

/**
 * The workspace's archived boards, each with "Restore", for those who may manage boards. Shown
 * only when there is one: archiving is rare, and an empty archive says nothing.
 */
export function ArchivedBoardsSection({ workspaceId }: { workspaceId: string }) {
  const boards = useQuery(useTandemQueries().boards.list(workspaceId, true));
  const restore = useMutation(useTandemMutations().boards.restore());
  const archived = (boards.data ?? []).filter((board) => board.archived_at !== null);
  if (archived.length === 0) return null;

  function restoreBoard(board: Board) {
    restore.mutate(
      { boardId: board.id, workspaceId },
      { onSuccess: () => toast.success(`${board.name} was restored.`) },
    );
  }

  return (
    // Apart from the boards above it. (The app only has the kit's classes: Tailwind reads
    // packages/ui for them.)
    <div className="py-6">
      <SettingsSection
        id="archived-boards"
        title="Archived boards"
        description="Hidden from the list for everyone, with their tasks kept. Restore one to bring it back."
      >
        <DividedList aria-label="Archived boards">
          {archived.map((board) => (
            <li key={board.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-fg text-sm">{board.name}</span>
                <span className="text-muted text-xs">
                  Archived {formatDate(board.archived_at ?? board.created_at)}
                </span>
              </div>
              <Button
                size="sm"
                aria-label={`Restore ${board.name}`}
                loading={restore.isPending && restore.variables?.boardId === board.id}
                onClick={() => restoreBoard(board)}
              >
                <ArchiveRestore aria-hidden="true" />
                Restore
              </Button>
            </li>
          ))}
        </DividedList>
      </SettingsSection>
    </div>
  );
}

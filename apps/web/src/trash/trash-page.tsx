import { TASK_TRASH_RETENTION_DAYS } from '@tandem/api-client';
import { DividedList } from '@tandem/ui/display';
import { EmptyState, ListSkeleton } from '@tandem/ui/feedback';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useWorkspaceAccess } from '../workspace-shell/use-workspace-access';
import { WorkspacePageHeader } from '../workspace-shell/workspace-page-header';
import { TrashRow } from './trash-row';
import { useRestoreFromTrash } from './use-restore-from-trash';

/**
 * `/w/$slug/trash`: the workspace's deleted tasks, newest first, each restorable with its
 * comments, attachments, checklist and watchers for {@link TASK_TRASH_RETENTION_DAYS} days.
 * Admins and the owner see every deleted task, members the ones they deleted; viewers cannot
 * restore anything, so they are told that instead of being refused by the server.
 */
export function TrashPage() {
  const { workspace, can } = useWorkspaceAccess();
  const mayRestore = can('content.contribute');
  const queries = useTandemQueries();
  // Read afresh on every visit: deletions made elsewhere (a bulk delete, a teammate) are not
  // in this cache.
  const trash = useQuery({
    ...queries.tasks.trash(workspace.id),
    enabled: mayRestore,
    staleTime: 0,
  });
  const { restore, restoringId } = useRestoreFromTrash(workspace.slug);
  const intro = can('content.delete-any')
    ? `Tasks deleted in ${workspace.name} stay here for ${TASK_TRASH_RETENTION_DAYS} days with their comments, attachments and checklist.`
    : `Tasks you deleted stay here for ${TASK_TRASH_RETENTION_DAYS} days with their comments, attachments and checklist.`;
  const now = Date.now();

  return (
    <>
      <WorkspacePageHeader title="Trash" />
      {!mayRestore ? (
        <EmptyState
          icon={<Trash2 />}
          title="Nothing to restore"
          description="Viewers can’t restore deleted tasks. Ask an admin of the workspace."
          headingLevel={2}
        />
      ) : trash.isPending ? (
        <ListSkeleton rows={4} label="Loading the Trash…" />
      ) : trash.isError ? (
        <QueryErrorState error={trash.error} onRetry={() => trash.refetch()} />
      ) : trash.data.length === 0 ? (
        <EmptyState
          icon={<Trash2 />}
          title="The Trash is empty"
          description={intro}
          headingLevel={2}
        />
      ) : (
        <div className="flex flex-col gap-4 py-4">
          <p className="text-muted text-sm">{intro}</p>
          <DividedList aria-label="Deleted tasks">
            {trash.data.map((entry) => (
              <TrashRow
                key={entry.task_id}
                entry={entry}
                now={now}
                restoring={restoringId === entry.task_id}
                onRestore={(target) => void restore(target)}
              />
            ))}
          </DividedList>
        </div>
      )}
    </>
  );
}

import type { WorkspaceWithRole } from '@tandem/api-client';
import { can } from '@tandem/schemas';
import { ListSkeleton } from '@tandem/ui/feedback';
import { LabelManager, SettingsSection } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useUndoKey } from '../undo/use-undo-key';
import { labelsUndoScope, useLabelActions } from './use-label-actions';

/**
 * The workspace's labels: admins and the owner rename, recolour, merge and delete them (on
 * every task at once); everyone else sees names and colours. Live through the workspace's
 * channel.
 */
export default function LabelsSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const labels = useQuery(useTandemQueries().labels.list(workspace.id));
  const actions = useLabelActions(workspace.id);
  useUndoKey(labelsUndoScope(workspace.id));
  const editable = can(workspace.role, 'workspace.edit');
  const count = labels.data?.length;
  return (
    <SettingsSection
      id="labels"
      title="Labels"
      description={
        editable
          ? 'Rename, recolour, merge or delete a label: every task carrying it follows.'
          : count === undefined
            ? 'The labels tasks can carry.'
            : `${count} ${count === 1 ? 'label' : 'labels'} tasks can carry.`
      }
    >
      {labels.isPending ? (
        <ListSkeleton rows={3} label="Loading labels…" />
      ) : labels.isError ? (
        <QueryErrorState error={labels.error} onRetry={() => labels.refetch()} />
      ) : (
        <LabelManager
          labels={labels.data}
          editable={editable}
          onRename={actions.rename}
          onRecolor={actions.recolor}
          onMerge={actions.merge}
          onDelete={actions.remove}
        />
      )}
    </SettingsSection>
  );
}

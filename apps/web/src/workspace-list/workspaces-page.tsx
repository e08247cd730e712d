import { Button } from '@tandem/ui/actions';
import { EmptyState } from '@tandem/ui/feedback';
import { CardGrid, CardGridSkeleton, PageHeader } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { CreateWorkspaceDialog } from './create-workspace-dialog';
import { WorkspaceCard } from './workspace-card';

/** `/workspaces`: the user's workspaces with their role in each, and "Create workspace". */
export function WorkspacesPage() {
  const workspaces = useQuery(useTandemQueries().workspaces.mine());
  const [creating, setCreating] = useState(false);
  const createButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Create workspace
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Workspaces"
        description="The workspaces you belong to."
        actions={workspaces.data?.length ? createButton : null}
      />
      {workspaces.isPending ? (
        <CardGridSkeleton cards={3} label="Loading your workspaces…" />
      ) : workspaces.isError ? (
        <QueryErrorState error={workspaces.error} onRetry={() => workspaces.refetch()} />
      ) : workspaces.data.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid />}
          title="No workspaces yet"
          description="Create one for your team, or open an invitation link someone sent you."
          action={createButton}
          headingLevel={2}
        />
      ) : (
        <CardGrid aria-label="Your workspaces">
          {workspaces.data.map((workspace) => (
            <WorkspaceCard key={workspace.id} workspace={workspace} />
          ))}
        </CardGrid>
      )}
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

import { Button } from '@tandem/ui/actions';
import { EmptyState, ListSkeleton } from '@tandem/ui/feedback';
import { ActivityFeed } from '@tandem/ui/workspace';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { useWorkspace } from '../workspace-shell/use-workspace';
import { WorkspacePageHeader } from '../workspace-shell/workspace-page-header';
import { ActivityEntry } from './activity-entry';

/** `/w/$slug/activity`: the workspace's feed, newest first, 50 entries a page. */
export function ActivityPage() {
  const workspace = useWorkspace();
  const feed = useInfiniteQuery(useTandemQueries().activity.workspace(workspace.id));
  const { personOf, loading: peopleLoading } = useMemberDirectory(workspace.id);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <WorkspacePageHeader title="Activity" />
      {feed.isPending || peopleLoading ? (
        <ListSkeleton rows={6} label="Loading activity…" />
      ) : feed.isError ? (
        <QueryErrorState error={feed.error} onRetry={() => feed.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<Activity />}
          title="No activity yet"
          description="Changes to boards, tasks and members will show up here."
          headingLevel={2}
        />
      ) : (
        <ActivityFeed
          label="Workspace activity"
          footer={
            feed.hasNextPage ? (
              <Button
                size="sm"
                loading={feed.isFetchingNextPage}
                onClick={() => feed.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null
          }
        >
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} personOf={personOf} />
          ))}
        </ActivityFeed>
      )}
    </>
  );
}

import { Button } from '@tandem/ui/actions';
import { EmptyState, ListSkeleton } from '@tandem/ui/feedback';
import { ActivityFeed } from '@tandem/ui/workspace';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Activity } from 'lucide-react';
import type * as React from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useMemberDirectory } from '../workspace-shell/use-member-directory';
import { useWorkspace } from '../workspace-shell/use-workspace';
import { WorkspacePageHeader } from '../workspace-shell/workspace-page-header';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';
import type { ActivitySearch } from './activity-search';

/** Props of {@link ActivityPage}. */
export interface ActivityPageProps {
  /** The board and person the feed is narrowed to (URL search params). */
  search: ActivitySearch;
  onSearchChange: (change: Partial<ActivitySearch>) => void;
}

/** Whether a click on a link should be left to the browser (new tab, download, …). */
const leftToBrowser = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * `/w/$slug/activity`: the workspace's feed, newest first, 50 entries a page, saying what
 * changed; each task's number opens the task. Narrowed by board and person from the URL.
 */
export function ActivityPage({ search, onSearchChange }: ActivityPageProps) {
  const workspace = useWorkspace();
  const queries = useTandemQueries();
  const navigate = useNavigate();
  const filters = { boardId: search.board, actorId: search.person };
  const feed = useInfiniteQuery(queries.activity.workspace(workspace.id, filters));
  const boards = useQuery(queries.boards.list(workspace.id, true));
  const { people, mentionMembers, loading: peopleLoading } = useMemberDirectory(workspace.id);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = search.board !== undefined || search.person !== undefined;
  const hrefOf = (number: unknown, taskId: string | null) =>
    taskId && typeof number === 'number' ? `/w/${workspace.slug}/t/${number}` : undefined;

  return (
    <>
      <WorkspacePageHeader title="Activity" />
      <ActivityFilters
        search={search}
        onSearchChange={onSearchChange}
        boards={boards.data ?? []}
        people={mentionMembers}
      />
      {feed.isPending || peopleLoading ? (
        <ListSkeleton rows={6} label="Loading activity…" />
      ) : feed.isError ? (
        <QueryErrorState error={feed.error} onRetry={() => feed.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<Activity />}
          title={filtered ? 'No activity matches' : 'No activity yet'}
          description={
            filtered
              ? 'Nothing happened on this board or by this person yet.'
              : 'Changes to boards, tasks and members will show up here.'
          }
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
          {entries.map((entry) => {
            const href = hrefOf(entry.payload.number, entry.task_id);
            return (
              <ActivityEntry
                key={entry.id}
                entry={entry}
                people={people}
                taskHref={href}
                onOpenTask={(event) => {
                  if (!href || leftToBrowser(event)) return;
                  event.preventDefault();
                  void navigate({ href });
                }}
              />
            );
          })}
        </ActivityFeed>
      )}
    </>
  );
}

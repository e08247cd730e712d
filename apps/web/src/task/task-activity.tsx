import { tandemKeys } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import type { BoardPerson } from '@tandem/ui/board';
import { ActivityItem, TaskSection } from '@tandem/ui/task';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityPerson } from '../lib/activity-person';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** Props of {@link TaskActivity}. */
export interface TaskActivityProps {
  taskId: string;
  taskNumber: number;
  /** The task's version: the history is refetched when it changes. */
  version: number;
  people: ReadonlyMap<string, BoardPerson>;
}

/** The task's history, newest first, 50 at a time, refreshed as the task changes. */
export function TaskActivity({ taskId, taskNumber, version, people }: TaskActivityProps) {
  const queryClient = useQueryClient();
  const activity = useInfiniteQuery(useTandemQueries().activity.task(taskId));
  useEffect(() => {
    // Every change of the task writes an entry: fetch it once the new version is known.
    if (version > 0) {
      void queryClient.invalidateQueries({ queryKey: tandemKeys.taskActivity(taskId) });
    }
  }, [queryClient, taskId, version]);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <TaskSection title="History">
      {entries.length === 0 ? (
        <p>{activity.isPending ? 'Loading…' : 'Nothing yet.'}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <ActivityItem
              key={entry.id}
              actor={activityPerson(entry, entry.actor_id, people)}
              kind={entry.kind}
              payload={entry.payload}
              taskNumber={taskNumber}
              createdAt={entry.created_at}
            />
          ))}
        </ol>
      )}
      {activity.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Show older
        </Button>
      ) : null}
    </TaskSection>
  );
}

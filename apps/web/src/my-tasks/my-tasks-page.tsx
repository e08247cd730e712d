import { AssignedTaskGroup } from '@tandem/ui/board';
import { dayOf } from '@tandem/ui/calendar';
import { EmptyState, ListSkeleton } from '@tandem/ui/feedback';
import { PageHeader } from '@tandem/ui/workspace';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { groupMyTasks, MY_TASK_GROUP_NAMES } from './group-my-tasks';
import { MyTaskRow } from './my-task-row';

/**
 * `/my-tasks`: the open tasks assigned to the signed-in user on every board of every workspace,
 * grouped Overdue, Today, This week, Later and No date. Fetched again whenever the window
 * regains focus, so what others assigned meanwhile shows up on return.
 */
export function MyTasksPage() {
  const tasks = useQuery({
    ...useTandemQueries().tasks.assignedToMe(),
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });
  const now = new Date();
  const today = dayOf(now);
  const groups = useMemo(() => groupMyTasks(tasks.data ?? [], today), [tasks.data, today]);
  const showWorkspace = new Set(tasks.data?.map((task) => task.workspace.id)).size > 1;
  return (
    <>
      <PageHeader title="My tasks" description="Open tasks assigned to you, in every workspace." />
      {tasks.isPending ? (
        <ListSkeleton rows={6} label="Loading your tasks…" />
      ) : tasks.isError ? (
        <QueryErrorState error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<CircleCheck />}
          title="Nothing assigned to you"
          description="Tasks assigned to you on any board show up here."
          headingLevel={2}
        />
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map(({ group, tasks: members }) => (
            <AssignedTaskGroup
              key={group}
              name={MY_TASK_GROUP_NAMES[group]}
              count={members.length}
              urgent={group === 'overdue'}
            >
              {members.map((task) => (
                <MyTaskRow key={task.id} task={task} now={now} showWorkspace={showWorkspace} />
              ))}
            </AssignedTaskGroup>
          ))}
        </div>
      )}
    </>
  );
}

import { cachedBoardTasks } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import { EmptyState } from '@tandem/ui/feedback';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import type { TaskDetailProps } from '../../task/task-detail';
import { retryTaskDetailCode } from './task-detail-retry';

/**
 * The panel of a task whose detail's code could not be fetched (offline, and never loaded on
 * this page): the task's number and title as the board's cache holds them, and a way out. It
 * tries again by itself as soon as the browser is back online.
 */
export function TaskDetailOffline({ taskNumber, onClose }: TaskDetailProps) {
  const queryClient = useQueryClient();
  const cached = cachedBoardTasks(queryClient)
    .flatMap((list) => list.tasks)
    .find((task) => task.number === taskNumber);
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) retryTaskDetailCode();
      }),
    [],
  );
  return (
    <EmptyState
      icon={<CloudOff />}
      title="Can't open this task offline"
      description={`${cached ? `#${taskNumber} ${cached.title}` : `Task #${taskNumber}`}: its details haven't been loaded on this page yet. They open as soon as the connection is back.`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="primary" onClick={retryTaskDetailCode}>
            Try again
          </Button>
          {onClose ? <Button onClick={onClose}>Close</Button> : null}
        </div>
      }
      headingLevel={2}
      className="h-full"
    />
  );
}

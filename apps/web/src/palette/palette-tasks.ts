import { cachedBoardTasks } from '@tandem/api-client/react-query';
import type { Task } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The tasks of a workspace this tab has loaded (the boards it has open or opened), for the
 * palette's "go to task": no request, so the palette opens instantly.
 */
export function cachedTasksOf(queryClient: QueryClient, workspaceId: string): Task[] {
  const seen = new Map<string, Task>();
  for (const { tasks } of cachedBoardTasks(queryClient)) {
    for (const task of tasks) if (task.workspace_id === workspaceId) seen.set(task.id, task);
  }
  return [...seen.values()].sort((a, b) => b.number - a.number);
}

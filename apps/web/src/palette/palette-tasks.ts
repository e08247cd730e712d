import { cachedBoardTasks, tandemKeys } from '@tandem/api-client/react-query';
import type { BoardState, Task } from '@tandem/schemas';
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

/**
 * The columns (workflow states) of the boards this tab has loaded, by id: a task in the palette
 * is found by its column's name, as the board names it, and drawn with its icon.
 */
export function cachedStatesOf(queryClient: QueryClient, tasks: readonly Task[]) {
  const states = new Map<string, BoardState>();
  for (const boardId of new Set(tasks.map((task) => task.board_id))) {
    const held = queryClient.getQueryData<BoardState[]>(tandemKeys.boardStates(boardId));
    for (const state of held ?? []) states.set(state.id, state);
  }
  return states;
}

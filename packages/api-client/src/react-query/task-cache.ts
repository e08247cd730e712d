import { compareBoardOrder, type Task } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { removeFromBoard, upsertInBoard } from './board-list-edits.js';
import { boardOfTasksKey, tandemKeys } from './keys.js';

/** A board's cached task list, with the key it is cached under. */
export interface CachedBoardTasks {
  /** The board. */
  boardId: string;
  /** Its query key ({@link tandemKeys.boardTasks}). */
  queryKey: readonly unknown[];
  /** Its tasks in board order. */
  tasks: Task[];
}

/** Every board task list the cache holds (the boards this tab has open or opened). */
export function cachedBoardTasks(queryClient: QueryClient): CachedBoardTasks[] {
  const lists: CachedBoardTasks[] = [];
  for (const [queryKey, tasks] of queryClient.getQueriesData<Task[]>({
    queryKey: tandemKeys.anyBoard(),
  })) {
    const boardId = boardOfTasksKey(queryKey);
    if (boardId && tasks) lists.push({ boardId, queryKey, tasks });
  }
  return lists;
}

/**
 * Writes one task as the server holds it into every cached view of it: its board's list, its
 * own query, and its by-number query. A task that moved boards leaves the old board's list.
 */
export function writeTask(queryClient: QueryClient, task: Task): void {
  writeTasks(queryClient, [task]);
}

/**
 * {@link writeTask} for many tasks at once: each board list is rebuilt and sorted once, so a
 * catch-up of thousands of tasks costs one pass, not one pass per task. The per-task queries
 * are written only where something already reads them: creating one cache entry per task of
 * a large board would cost more than it saves.
 */
export function writeTasks(queryClient: QueryClient, tasks: readonly Task[]): void {
  if (tasks.length === 0) return;
  const incoming = new Map(tasks.map((task) => [task.id, task]));
  for (const { boardId, queryKey, tasks: cached } of cachedBoardTasks(queryClient)) {
    const arriving = tasks.filter((task) => task.board_id === boardId);
    const leaving = cached.some((task) => incoming.has(task.id));
    if (arriving.length === 0 && !leaving) continue;
    const next =
      arriving.length === 1 && tasks.length === 1
        ? upsertInBoard(cached, arriving[0] as Task)
        : [...cached.filter((task) => !incoming.has(task.id)), ...arriving].sort(compareBoardOrder);
    queryClient.setQueryData(queryKey, next);
  }
  const queryCache = queryClient.getQueryCache();
  for (const task of tasks) {
    for (const key of [
      tandemKeys.task(task.id),
      tandemKeys.taskByNumber(task.workspace_id, task.number),
    ]) {
      // Merged, not replaced: an optimistic row built from a board's list has no description,
      // and the task's own view must keep the one it holds.
      if (queryCache.find({ queryKey: key, exact: true })) {
        queryClient.setQueryData<Task>(key, (held) => (held ? { ...held, ...task } : task));
      }
    }
  }
}

/**
 * {@link writeTask}, unless the cache already holds a newer version of the task (a live event
 * of a later change that arrived before this write's answer was handled).
 */
export function writeNewerTask(queryClient: QueryClient, task: Task): void {
  const cached = cachedTask(queryClient, task.id);
  if (!cached || cached.version <= task.version) writeTask(queryClient, task);
}

/** Removes a deleted task from every cached view of it. */
export function forgetTask(queryClient: QueryClient, taskId: string): void {
  for (const { queryKey, tasks } of cachedBoardTasks(queryClient)) {
    if (tasks.some((task) => task.id === taskId)) {
      queryClient.setQueryData(queryKey, removeFromBoard(tasks, taskId));
    }
  }
  queryClient.removeQueries({ queryKey: tandemKeys.task(taskId), exact: true });
}

/** The task as currently cached on its board or on its own, if anywhere. */
export function cachedTask(queryClient: QueryClient, taskId: string): Task | undefined {
  const own = queryClient.getQueryData<Task>(tandemKeys.task(taskId));
  if (own) return own;
  for (const { tasks } of cachedBoardTasks(queryClient)) {
    const found = tasks.find((task) => task.id === taskId);
    if (found) return found;
  }
  return undefined;
}

import type { Task } from '@tandem/schemas';
import { isTandemError } from '../../errors/tandem-error.js';
import { isBoardStreaming } from '../../tasks/board-streaming.js';
import { type EntityQueue, entityQueueFor } from '../entity-queue.js';
import { tandemKeys } from '../keys.js';
import { cachedTask, forgetTask, writeTask } from '../task-cache.js';
import type { MutationsContext } from './context.js';

/** The queue entity of a task: writes to one task run one after another. */
export const taskEntity = (taskId: string) => `task:${taskId}`;

/** How task writes are queued, rebased, applied optimistically and undone when refused. */
export interface TaskWrites {
  readonly queue: EntityQueue;
  /** Records the version a queued write produced, so that the writes queued behind it rebase. */
  produced(write: Promise<Task>): Promise<Task>;
  /**
   * A move whose expected version is rebased past the writes this client has queued on the
   * task, so a move made right after an edit is not refused as a conflict with itself.
   */
  rebased<M extends { taskId: string; expectedVersion?: number | null }>(move: M): M;
  /**
   * Makes an optimistic change to a task, after cancelling a fetch of its board under way: one
   * that started before the change would land after it with the old row and undo it on screen.
   * Without such a fetch the change is made at once, before `mutate` returns.
   */
  optimistically(taskId: string, change: () => void): Promise<undefined> | undefined;
  /** Puts the server's current row back in the cache after a refused optimistic change. */
  restoreFromServer(taskId: string, error: unknown): Promise<void>;
}

/** The task writes over `context`'s cache, sharing its queue with every other caller. */
export function taskWrites({ client, queryClient }: MutationsContext): TaskWrites {
  const queue = entityQueueFor(queryClient);

  /**
   * Whether a fetch of the board's list is under way that would write over an optimistic
   * change: any but a first load arriving page by page, which keeps such changes (pages never
   * replace a row at the version the cache holds) and which cancelling would drop back to
   * nothing.
   */
  function fetchWouldUndo(boardId: string): boolean {
    const queryKey = tandemKeys.boardTasks(boardId);
    return queryClient.isFetching({ queryKey }) > 0 && !isBoardStreaming(queryClient, boardId);
  }

  return {
    queue,
    async produced(write) {
      const task = await write;
      queue.produced(taskEntity(task.id), task.version);
      return task;
    },
    rebased(move) {
      if (move.expectedVersion == null) return move;
      return {
        ...move,
        expectedVersion: queue.rebase(taskEntity(move.taskId), move.expectedVersion),
      };
    },
    optimistically(taskId, change) {
      const boardId = cachedTask(queryClient, taskId)?.board_id;
      if (boardId === undefined || !fetchWouldUndo(boardId)) {
        change();
        return undefined;
      }
      return queryClient
        .cancelQueries({ queryKey: tandemKeys.boardTasks(boardId) })
        .then(() => void change());
    },
    async restoreFromServer(taskId, error) {
      if (isTandemError(error, 'data/conflict') && error.current) {
        writeTask(queryClient, error.current as Task);
        return;
      }
      try {
        writeTask(queryClient, await client.tasks.get(taskId));
      } catch (readError) {
        if (isTandemError(readError, 'data/not-found')) forgetTask(queryClient, taskId);
      }
    },
  };
}

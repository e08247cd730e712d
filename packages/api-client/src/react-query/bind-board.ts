import type { Task } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { entityQueueFor } from './entity-queue.js';
import { tandemKeys } from './keys.js';
import { forgetState, writeState } from './state-cache.js';
import { forgetTask, writeNewerTask } from './task-cache.js';

/** Options of {@link bindBoardToCache}. */
export interface BindBoardOptions {
  /** Called when another member deletes a task (after it left the cache). Default: none. */
  onTaskDeleted?: (taskId: string) => void;
  /** Called with the channel's state (`connecting`, `live`, `reconnecting`, …). Default: none. */
  onStatus?: (state: string) => void;
}

/**
 * Keeps the cached tasks and workflow states of one board live: every change another member makes arrives over the
 * board's realtime channel and is written into the cache (no refetch). Writes of this client
 * that are under way win: an event for a task being written is held back and applied after the
 * write settles, only if it is newer than what the write produced. After every (re)join the
 * tasks changed since the newest one cached are fetched, and the tasks that left the board
 * (deleted, or moved to another) are taken off it, so the moments between loading the board and
 * joining the channel are covered; after a long gap (`resync`) the board is refetched.
 *
 * @returns a function that unbinds (and leaves the channel when nobody else uses it).
 */
export function bindBoardToCache(
  queryClient: QueryClient,
  client: TandemClient,
  boardId: string,
  options: BindBoardOptions = {},
): () => void {
  const queue = entityQueueFor(queryClient);
  const heldBack = new Map<string, Task>();
  const entity = (taskId: string) => `task:${taskId}`;

  function apply(task: Task): void {
    if (queue.busy(entity(task.id))) {
      const held = heldBack.get(task.id);
      if (!held || held.version <= task.version) heldBack.set(task.id, task);
      return;
    }
    writeNewerTask(queryClient, task);
  }

  const stopReleasing = queue.onIdle((settled) => {
    const taskId = settled.startsWith('task:') ? settled.slice('task:'.length) : undefined;
    const held = taskId ? heldBack.get(taskId) : undefined;
    if (!taskId || !held) return;
    heldBack.delete(taskId);
    apply(held);
  });

  let resyncWaiting = false;
  const stopResyncing = queue.onIdle(() => {
    if (!resyncWaiting || queue.anyBusy()) return;
    resyncWaiting = false;
    void queryClient.invalidateQueries({ queryKey: tandemKeys.board(boardId) });
  });

  function removeDeleted(taskId: string): void {
    heldBack.delete(taskId);
    forgetTask(queryClient, taskId);
    options.onTaskDeleted?.(taskId);
  }

  const subscription = client.realtime.subscribeBoard(boardId, {
    onTaskInserted: (task: Task) => apply(task),
    onTaskUpdated: (task: Task) => apply(task),
    onTaskMoved: (task: Task) => apply(task),
    onTaskDeleted: (old: { id: string }) => removeDeleted(old.id),
    onStateInserted: (state) => writeState(queryClient, state),
    onStateUpdated: (state) => writeState(queryClient, state),
    onStateDeleted: (old) => forgetState(queryClient, old),
    onStatus: (state: string) => {
      if (state === 'live') {
        // Its code is fetched when first needed: a board paints before its channel joins. One
        // that cannot run (offline again) leaves the board to the next join's.
        import('./board-catch-up.js')
          .then(({ catchUpBoard }) =>
            catchUpBoard(queryClient, client, boardId, {
              apply,
              busy: (taskId) => queue.busy(entity(taskId)),
              removeDeleted,
            }),
          )
          .catch(() => undefined);
        // A state changed between loading the board and joining is not in any event: the
        // board's few states are read again.
        void queryClient.invalidateQueries({ queryKey: tandemKeys.boardStates(boardId) });
      }
      options.onStatus?.(state);
    },
    onResync: () => {
      // A refetch that lands while a write is under way would show the board without it:
      // wait until the writes of this client have settled.
      if (queue.anyBusy()) resyncWaiting = true;
      else void queryClient.invalidateQueries({ queryKey: tandemKeys.board(boardId) });
    },
  });

  return () => {
    stopResyncing();
    stopReleasing();
    void subscription.unsubscribe();
  };
}

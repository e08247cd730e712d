import { type Task, taskSchema } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { parseRows } from '../internal/validate.js';
import { entityQueueFor } from './entity-queue.js';
import { tandemKeys } from './keys.js';
import { forgetState, writeState } from './state-cache.js';
import { forgetTask, writeNewerTask, writeTasks } from './task-cache.js';

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
 * tasks changed since the newest one cached are fetched, so the moments between loading the
 * board and joining the channel are covered; after a long gap (`resync`) the board is refetched.
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

  async function catchUp(): Promise<void> {
    const tasks = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId));
    if (!tasks) return;
    const newest = tasks.reduce<string | undefined>(
      (latest, task) =>
        latest === undefined || task.updated_at > latest ? task.updated_at : latest,
      undefined,
    );
    // Strictly newer than anything held: on a board whose tasks share one timestamp (an
    // import, a seed), `gte` would download the whole board again on every join. A checklist
    // recount keeps a task's version and updated_at, so its own stamp is asked for too.
    const { from } = await client.supabase();
    let query = from('tasks').select('*').eq('board_id', boardId);
    if (newest) {
      query = query.or(`updated_at.gt."${newest}",checklist_changed_at.gt."${newest}"`);
    }
    const { data, error } = await query;
    if (error || !data || data.length === 0) return;
    const held = new Map(tasks.map((task) => [task.id, task]));
    const changed = parseRows(taskSchema, data).filter((task) => {
      const cached = held.get(task.id);
      if (!cached || cached.version < task.version) return true;
      return (
        cached.version === task.version &&
        (cached.checklist_done !== task.checklist_done ||
          cached.checklist_total !== task.checklist_total)
      );
    });
    const busy = changed.filter((task) => queue.busy(entity(task.id)));
    for (const task of busy) apply(task);
    writeTasks(
      queryClient,
      changed.filter((task) => !queue.busy(entity(task.id))),
    );
  }

  const subscription = client.realtime.subscribeBoard(boardId, {
    onTaskInserted: (task: Task) => apply(task),
    onTaskUpdated: (task: Task) => apply(task),
    onTaskMoved: (task: Task) => apply(task),
    onTaskDeleted: (old: { id: string }) => {
      heldBack.delete(old.id);
      forgetTask(queryClient, old.id);
      options.onTaskDeleted?.(old.id);
    },
    onStateInserted: (state) => writeState(queryClient, state),
    onStateUpdated: (state) => writeState(queryClient, state),
    onStateDeleted: (old) => forgetState(queryClient, old),
    onStatus: (state: string) => {
      if (state === 'live') {
        void catchUp();
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

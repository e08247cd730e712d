import type { Task } from '@tandem/schemas';
import type { TandemClient } from '../../client.js';
import { toColumns } from '../../internal/input-keys.js';
import { placeOptimistically } from '../board-list-edits.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import { cachedTask, forgetTask, writeNewerTask, writeTask } from '../task-cache.js';
import type { MutationsContext } from './context.js';
import { type TaskWrites, taskEntity, taskWrites } from './task-writes.js';

type Api = TandemClient;
type MoveVariables = Parameters<Api['tasks']['move']>[0];
type BoardMoveVariables = Parameters<Api['tasks']['moveToBoard']>[0];
type UpdateVariables = Parameters<Api['tasks']['update']>[0];

/**
 * The task writes: writes to one task queued in order, edits and moves shown at once and put
 * back to the server's row when refused, and the rows each write returns written to the cache.
 */
export function taskMutations(context: MutationsContext): TandemMutations['tasks'] {
  const { client, queryClient, invalidate } = context;
  const writes = taskWrites(context);
  const { queue, produced, restoreFromServer } = writes;
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'tasks', 'create'],
        mutationFn: (input: Parameters<Api['tasks']['create']>[0]) => client.tasks.create(input),
        onSuccess: (task) => writeTask(queryClient, task),
      }),
    update: () => taskUpdate(context, writes),
    move: () => taskMove(context, writes),
    moveToBoard: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'tasks', 'move-to-board'],
        mutationFn: (move: BoardMoveVariables) =>
          queue.run(taskEntity(move.taskId), () =>
            produced(client.tasks.moveToBoard(writes.rebased(move))),
          ),
        // Written with its new board_id, the task leaves the old board's list and joins the
        // new one's, where that board is cached.
        onSuccess: (task) => writeNewerTask(queryClient, task),
        onError: (error, move) => restoreFromServer(move.taskId, error),
      }),
    restore: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'tasks', 'restore'],
        mutationFn: (taskId: string) =>
          queue.run(taskEntity(taskId), () => produced(client.tasks.restore(taskId))),
        onSuccess: (task) => {
          writeTask(queryClient, task);
          return Promise.all([
            invalidate(tandemKeys.comments(task.id)),
            invalidate(tandemKeys.attachments(task.id)),
            invalidate(tandemKeys.checklist(task.id)),
            invalidate(tandemKeys.watchers(task.id)),
            // Out of the Trash, and its lookup there no longer finds it.
            invalidate(tandemKeys.trash(task.workspace_id)),
          ]);
        },
      }),
    delete: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'tasks', 'delete'],
        mutationFn: (taskId: string) =>
          queue.run(taskEntity(taskId), () => client.tasks.delete(taskId)),
        onMutate: (taskId) => forgetTask(queryClient, taskId),
        // The deleted task is in its workspace's Trash now.
        onSuccess: () => invalidate(tandemKeys.anyTrash()),
        onError: (error, taskId) => restoreFromServer(taskId, error),
      }),
  };
}

/** An edit of a task's fields, shown at once and rebased past this client's queued writes. */
function taskUpdate({ client, queryClient }: MutationsContext, writes: TaskWrites) {
  const { queue, produced, optimistically, restoreFromServer } = writes;
  return mutationOptions({
    mutationKey: [...tandemKeys.all, 'tasks', 'update'],
    mutationFn: (update: UpdateVariables) =>
      queue.run(taskEntity(update.taskId), () =>
        produced(
          client.tasks.update({
            ...update,
            expectedVersion: queue.rebase(taskEntity(update.taskId), update.expectedVersion),
          }),
        ),
      ),
    onMutate: ({ taskId, changes }) =>
      optimistically(taskId, () => {
        const current = cachedTask(queryClient, taskId);
        if (current) writeTask(queryClient, { ...current, ...toColumns(changes) } as Task);
      }),
    onSuccess: (task) => writeNewerTask(queryClient, task),
    onError: (error, { taskId }) => restoreFromServer(taskId, error),
  });
}

/** A move within the board, placed at once in the cached list of the board's tasks. */
function taskMove({ client, queryClient }: MutationsContext, writes: TaskWrites) {
  const { queue, produced, optimistically, restoreFromServer } = writes;
  return mutationOptions({
    mutationKey: [...tandemKeys.all, 'tasks', 'move'],
    mutationFn: (move: MoveVariables) =>
      queue.run(taskEntity(move.taskId), () => produced(client.tasks.move(writes.rebased(move)))),
    onMutate: (move) =>
      optimistically(move.taskId, () => {
        const task = cachedTask(queryClient, move.taskId);
        if (!task) return;
        const key = tandemKeys.boardTasks(task.board_id);
        const tasks = queryClient.getQueryData<Task[]>(key);
        if (tasks) queryClient.setQueryData(key, placeOptimistically(tasks, move));
      }),
    onSuccess: (task) => writeNewerTask(queryClient, task),
    onError: (error, move) => restoreFromServer(move.taskId, error),
  });
}

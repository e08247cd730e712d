import { type Task, taskSchema } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { TandemClient } from '../client.js';
import { parseRows } from '../internal/validate.js';
import { findDepartures } from './board-departures.js';
import { tandemKeys } from './keys.js';
import { writeTasks } from './task-cache.js';

/** What a catch-up does with what it finds: what the board's binding does with live events. */
export interface CatchUpHandlers {
  /** Writes a changed task, or holds it back while this client writes it. */
  apply(task: Task): void;
  /** Whether this client has a write of the task under way. */
  busy(taskId: string): boolean;
  /** Takes a deleted task off the board and reports it. */
  removeDeleted(taskId: string): void;
}

/**
 * Brings board `boardId`'s cached tasks up to date with what happened while no realtime event
 * could carry it (before its channel joined, or while it was away): the tasks changed since the
 * newest one held are read and written, and the tasks that left the board (deleted, or moved to
 * another) are taken off it. Nothing is done for a board whose tasks are not cached.
 */
export async function catchUpBoard(
  queryClient: QueryClient,
  client: TandemClient,
  boardId: string,
  handlers: CatchUpHandlers,
): Promise<void> {
  const tasks = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId));
  if (!tasks) return;
  const newest = tasks.reduce<string | undefined>(
    (latest, task) => (latest === undefined || task.updated_at > latest ? task.updated_at : latest),
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
  // A deleted task, or one moved to another board, is not among the changed rows: the
  // board's count, read beside them, tells whether any held task has left it.
  const counted = from('tasks')
    .select('id', { count: 'exact', head: true })
    .eq('board_id', boardId);
  const [{ data, error }, { count }] = await Promise.all([query, counted]);
  if (!error && data && data.length > 0) writeChanges(queryClient, tasks, data, handlers);
  if (count !== null) await forgetDepartures(queryClient, client, boardId, count, handlers);
}

/** Writes the rows of a catch-up that are newer than the `tasks` held. */
function writeChanges(
  queryClient: QueryClient,
  tasks: readonly Task[],
  data: readonly unknown[],
  handlers: CatchUpHandlers,
): void {
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
  for (const task of changed.filter((task) => handlers.busy(task.id))) handlers.apply(task);
  writeTasks(
    queryClient,
    changed.filter((task) => !handlers.busy(task.id)),
  );
}

/** Takes off the board the held tasks that left it with no event: `onBoard` are still on it. */
async function forgetDepartures(
  queryClient: QueryClient,
  client: TandemClient,
  boardId: string,
  onBoard: number,
  handlers: CatchUpHandlers,
): Promise<void> {
  const held = () => queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(boardId)) ?? [];
  const heldIds = held().map((task) => task.id);
  if (onBoard >= heldIds.length) return;
  const departures = await findDepartures(client, boardId, heldIds, onBoard).catch(() => undefined);
  if (!departures) return;
  for (const task of departures.moved) handlers.apply(task);
  for (const taskId of departures.deleted) {
    // Still held, and not being written by this client (whose write will tell).
    if (handlers.busy(taskId) || !held().some((task) => task.id === taskId)) continue;
    handlers.removeDeleted(taskId);
  }
}

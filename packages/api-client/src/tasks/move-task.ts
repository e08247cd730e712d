import { type Task, taskStatusSchema, uuidSchema } from '@tandem/schemas';
import { z } from 'zod';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';
import { expectedVersionSchema, versionedTaskCall } from './conflict.js';

/** Validates a {@link TaskMove}. */
export const taskMoveSchema = z.object({
  task_id: uuidSchema,
  status: taskStatusSchema,
  before_id: uuidSchema.nullable().optional(),
  after_id: uuidSchema.nullable().optional(),
  expected_version: expectedVersionSchema,
});

/** A drag and drop: the task, its new column, and the cards it was dropped between. */
export interface TaskMove {
  task_id: string;
  /** The column dropped into (may be the task's current one: a reorder). */
  status: Task['status'];
  /** The card right below the drop. Default: none. */
  before_id?: string | null;
  /** The card right above the drop. Default: none (with no `before_id` either: the end). */
  after_id?: string | null;
  /** The version the move was based on; a newer task is `data/conflict`. Default: no check. */
  expected_version?: number | null;
}

/**
 * Moves a task (RPC `move_task`, members and up): the server computes the new position
 * between the two neighbours under a board lock, so concurrent drops all land. Only the
 * columns `Task` needs come back.
 *
 * @throws TandemError `data/conflict` with `current` when `expected_version` is stale;
 * `data/invalid` for an illegal status change (e.g. canceled → done) or a neighbour not in
 * that column; `data/forbidden` for viewers; `data/not-found` for non-members.
 */
export async function moveTask(context: ClientContext, move: TaskMove): Promise<Task> {
  const input = validateInput(taskMoveSchema, move);
  return versionedTaskCall(
    context,
    input.task_id,
    context.supabase
      .rpc('move_task', {
        task_id: input.task_id,
        status: input.status,
        ...(input.before_id ? { before_id: input.before_id } : {}),
        ...(input.after_id ? { after_id: input.after_id } : {}),
        ...(input.expected_version != null ? { expected_version: input.expected_version } : {}),
      })
      .select(TASK_COLUMNS),
  );
}

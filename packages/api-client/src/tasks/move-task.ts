import { type Task, type TaskStatus, taskStatusSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';
import { expectedVersionSchema, versionedTaskCall } from './conflict.js';

/** Validates a {@link TaskMove}: exactly one of `toStatus` and `stateId` names the column. */
export const taskMoveSchema = z
  .object({
    taskId: uuidSchema,
    toStatus: z.optional(taskStatusSchema),
    stateId: z.optional(uuidSchema),
    aboveId: z.optional(z.nullable(uuidSchema)),
    belowId: z.optional(z.nullable(uuidSchema)),
    expectedVersion: expectedVersionSchema,
  })
  .check(
    z.refine((move) => (move.toStatus === undefined) !== (move.stateId === undefined), {
      message: 'Give exactly one of toStatus and stateId.',
      path: ['stateId'],
    }),
  );

/**
 * A drag and drop: the task, its column, and the cards it now sits between. The same shape
 * as the `onMove` of `@tandem/ui/board`'s `Board`, so a drop goes to the server as it is.
 * The column is a workflow state (`stateId`) or, as before states existed, a status
 * (`toStatus`: the board's state for that status).
 */
export interface TaskMove {
  taskId: string;
  /** The status column dropped into (may be the task's current one: a reorder). */
  toStatus?: TaskStatus;
  /** The workflow state dropped into, one of the task's board; instead of `toStatus`. */
  stateId?: string;
  /** The card right above the drop; `null` or absent at the top of the column. */
  aboveId?: string | null;
  /**
   * The card right below the drop; `null` or absent at the bottom. With neither neighbour the
   * task goes to the bottom of the column.
   */
  belowId?: string | null;
  /** The version the move was based on; a newer task is `data/conflict`. Default: no check. */
  expectedVersion?: number | null;
}

/**
 * Moves a task (RPC `move_task_to_state`, or `move_task` for a status; members and up): the
 * server computes the new position between the two neighbours under a board lock, so
 * concurrent drops all land. With both neighbours given, the task goes right below `aboveId`.
 * Only the columns `Task` needs come back.
 *
 * @throws TandemError `data/conflict` with `current` when `expectedVersion` is stale;
 * `data/invalid` for an illegal category change (e.g. canceled → done), a state of another
 * board or a neighbour not in that column; `state/wip-limit` when the state's hard WIP limit
 * is reached; `data/forbidden` for viewers; `data/not-found` for non-members.
 */
export async function moveTask(context: ClientContext, move: TaskMove): Promise<Task> {
  const input = validateInput(taskMoveSchema, move);
  const common = {
    task_id: input.taskId,
    // The RPC places the task after `after_id` (the card above) and before `before_id`.
    ...(input.aboveId ? { after_id: input.aboveId } : {}),
    ...(input.belowId ? { before_id: input.belowId } : {}),
    ...(input.expectedVersion != null ? { expected_version: input.expectedVersion } : {}),
  };
  const call =
    input.stateId !== undefined
      ? context.supabase.rpc('move_task_to_state', { ...common, state_id: input.stateId })
      : context.supabase.rpc('move_task', { ...common, status: input.toStatus ?? 'todo' });
  return versionedTaskCall(context, input.taskId, call.select(TASK_COLUMNS));
}

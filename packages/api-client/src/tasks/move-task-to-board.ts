import { type Task, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';
import { expectedVersionSchema, versionedTaskCall } from './conflict.js';

/** Validates a {@link TaskBoardMove}. */
export const taskBoardMoveSchema = z.object({
  taskId: uuidSchema,
  toBoardId: uuidSchema,
  expectedVersion: expectedVersionSchema,
});

/** A move of a task to another board of its workspace. */
export interface TaskBoardMove {
  taskId: string;
  /** The board to move to: same workspace, not archived, not the task's own board. */
  toBoardId: string;
  /** The version the move was based on; a newer task is `data/conflict`. Default: no check. */
  expectedVersion?: number | null;
}

/**
 * Moves a task to another board of its workspace (RPC `move_task_to_board`, members and up):
 * it lands at the bottom of the column of its status there and keeps its number, comments and
 * attachments. Live, the old board sees it leave and the new one sees it arrive.
 *
 * @throws TandemError `data/conflict` with `current` when `expectedVersion` is stale;
 * `data/invalid` for a board of another workspace, an archived board or the task's own board;
 * `data/forbidden` for viewers; `data/not-found` for a task or board the caller cannot see.
 */
export async function moveTaskToBoard(context: ClientContext, move: TaskBoardMove): Promise<Task> {
  const input = validateInput(taskBoardMoveSchema, move);
  return versionedTaskCall(
    context,
    input.taskId,
    context.supabase
      .rpc('move_task_to_board', {
        task_id: input.taskId,
        board_id: input.toBoardId,
        ...(input.expectedVersion != null ? { expected_version: input.expectedVersion } : {}),
      })
      .select(TASK_COLUMNS),
  );
}

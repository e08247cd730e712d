import { type Task, uuidSchema } from '@tandem/schemas';
import { z } from 'zod';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';
import { expectedVersionSchema, versionedTaskCall } from './conflict.js';

/** Validates a {@link TaskBoardMove}. */
export const taskBoardMoveSchema = z.object({
  task_id: uuidSchema,
  board_id: uuidSchema,
  expected_version: expectedVersionSchema,
});

/** A move of a task to another board of its workspace. */
export interface TaskBoardMove {
  task_id: string;
  /** The board to move to: same workspace, not archived, not the task's own board. */
  board_id: string;
  /** The version the move was based on; a newer task is `data/conflict`. Default: no check. */
  expected_version?: number | null;
}

/**
 * Moves a task to another board of its workspace (RPC `move_task_to_board`, members and up):
 * it lands at the bottom of the column of its status there and keeps its number, comments and
 * attachments. Live, the old board sees it leave and the new one sees it arrive.
 *
 * @throws TandemError `data/conflict` with `current` when `expected_version` is stale;
 * `data/invalid` for a board of another workspace, an archived board or the task's own board;
 * `data/forbidden` for viewers; `data/not-found` for a task or board the caller cannot see.
 */
export async function moveTaskToBoard(context: ClientContext, move: TaskBoardMove): Promise<Task> {
  const input = validateInput(taskBoardMoveSchema, move);
  return versionedTaskCall(
    context,
    input.task_id,
    context.supabase
      .rpc('move_task_to_board', {
        task_id: input.task_id,
        board_id: input.board_id,
        ...(input.expected_version != null ? { expected_version: input.expected_version } : {}),
      })
      .select(TASK_COLUMNS),
  );
}

import { type Task, taskSchema, uuidSchema } from '@tandem/schemas';
import { z } from 'zod';
import { isTandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateInput } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';
import { conflictWithCurrent } from './conflict.js';

/** Validates a {@link TaskBoardMove}. */
export const taskBoardMoveSchema = z.object({
  task_id: uuidSchema,
  board_id: uuidSchema,
  expected_version: z
    .int({ error: 'Version must be a whole number' })
    .nonnegative({ error: 'Version cannot be negative' })
    .nullable()
    .optional(),
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
  try {
    const row = await unwrapOne(
      context.supabase
        .rpc('move_task_to_board', {
          task_id: input.task_id,
          board_id: input.board_id,
          ...(input.expected_version != null ? { expected_version: input.expected_version } : {}),
        })
        .select(TASK_COLUMNS),
    );
    return parseRow(taskSchema, row);
  } catch (error) {
    if (isTandemError(error, 'data/conflict')) {
      throw await conflictWithCurrent(context, input.task_id, error);
    }
    throw error;
  }
}

import { type Task, taskSchema, uuidSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';

/**
 * A task as `tasks.listBoard` lists it: every column of `Task` but the description, which
 * no card shows and which is the widest column of a board (up to 10,000 characters a task).
 * The task's own view (`tasks.getByNumber`, `tasks.get`) reads it with the description. A row
 * written into a board's cache later (a live change, an edit's answer) may carry it.
 */
export interface BoardTaskRow extends Omit<Task, 'description'> {
  /**
   * The workflow state (column) the task is in: a `states.list` row of its board, kept in
   * step with `status` by the database. Every row a board list or a live change brings has
   * it; a row written into the cache from an edit's answer (a `Task`) may not.
   */
  state_id?: string;
}

/** The entity schema of {@link BoardTaskRow}. */
export const boardTaskSchema = taskSchema
  .omit({ description: true })
  .extend({ state_id: uuidSchema });

/** The PostgREST `select` list of a board's tasks: {@link boardTaskSchema}'s keys. */
export const BOARD_TASK_COLUMNS = columnsOf(boardTaskSchema);

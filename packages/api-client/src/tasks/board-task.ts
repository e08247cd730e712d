import { type Task, taskSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';

/**
 * A task as `tasks.listBoard` lists it: every column of `Task` but the description, which
 * no card shows and which is the widest column of a board (up to 10,000 characters a task).
 * The task's own view (`tasks.getByNumber`, `tasks.get`) reads it with the description. A row
 * written into a board's cache later (a live change, an edit's answer) may carry it.
 */
export interface BoardTaskRow extends Omit<Task, 'description'> {}

/** The entity schema of {@link BoardTaskRow}. */
export const boardTaskSchema = taskSchema.omit({ description: true });

/** The PostgREST `select` list of a board's tasks: {@link boardTaskSchema}'s keys. */
export const BOARD_TASK_COLUMNS = columnsOf(boardTaskSchema);

import { taskSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';

/**
 * The columns of a task the client reads: everything `taskSchema` parses, never the `search`
 * tsvector, which is as large as title and description together.
 */
export const TASK_COLUMNS = columnsOf(taskSchema);

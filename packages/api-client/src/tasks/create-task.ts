import {
  createTaskInputSchema,
  type Task,
  type TaskPriority,
  type TaskStatus,
  taskSchema,
} from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';

/** A new task: its board and title, the rest optional. */
export interface TaskCreate {
  /** The board it goes on; the task belongs to that board's workspace. */
  boardId: string;
  /** 1–200 characters, trimmed. */
  title: string;
  /** Markdown. Default: `null`. */
  description?: string | null;
  /** Its column. Default: `backlog`. */
  status?: TaskStatus;
  /**
   * Its workflow state on the board (an added column such as "QA"): the task goes there, and
   * its status is the state's (`status` is then not used).
   */
  stateId?: string;
  /** Default: `none`. */
  priority?: TaskPriority;
  /** A member of the workspace. Default: `null` (unassigned). */
  assigneeId?: string | null;
  /** `YYYY-MM-DD`. Default: `null`. */
  dueDate?: string | null;
  /** At most 10 labels. Default: none. */
  labels?: string[];
  /** A fractional-index key. Default: the end of its column. */
  position?: string;
}

/** The "new task" form's schema without the workspace, which the board implies. */
const taskCreateSchema = z.omit(createTaskInputSchema, { workspace_id: true });

/**
 * Creates a task (members, admins and the owner). The database numbers it, stamps its author,
 * copies the workspace from the board and, without `position`, puts it at the bottom of its
 * column.
 *
 * @throws TandemError `data/forbidden` for viewers (row-level security refuses the row);
 * `data/not-found` for a board that does not exist or that the caller cannot see;
 * `data/invalid` for an archived board, an assignee who is not a member, and with field errors
 * (named as in {@link TaskCreate}) before any request.
 */
export async function createTask(context: ClientContext, input: TaskCreate): Promise<Task> {
  const values = validateAsColumns(taskCreateSchema, input);
  // `workspace_id`, `number`, `state_id` (from the status, unless given) and (when absent) `position` are
  // filled by the insert triggers; the generated Insert type marks them required only because
  // the columns are `not null`.
  const row = await unwrapOne(
    context.supabase
      .from('tasks')
      .insert(
        values as typeof values & {
          workspace_id: string;
          number: number;
          position: string;
          state_id: string;
        },
      )
      .select(TASK_COLUMNS),
  );
  return parseRow(taskSchema, row);
}

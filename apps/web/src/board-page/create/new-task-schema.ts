import { TASK_STATUSES, TASK_TITLE_MAX_LENGTH } from '@tandem/schemas';
import * as z from 'zod/mini';

/** The assignee choice of no one. */
export const UNASSIGNED = 'unassigned';

/** The quick "new task" form: a title, and where and to whom the task goes. */
export const newTaskSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Give the task a title' }),
      z.maxLength(TASK_TITLE_MAX_LENGTH, { error: `At most ${TASK_TITLE_MAX_LENGTH} characters` }),
    ),
  status: z.enum(TASK_STATUSES),
  /** The workflow state, on a board whose states have loaded; '' otherwise. */
  stateId: z.string(),
  assignee: z.string(),
});

/** The values of the quick "new task" form. */
export type NewTask = z.infer<typeof newTaskSchema>;

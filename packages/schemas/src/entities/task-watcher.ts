import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/**
 * A row of `public.task_watchers`: someone who hears about a task's comments and state
 * changes. Creators, assignees, commenters and the mentioned watch automatically.
 */
export const taskWatcherSchema = z.object({
  task_id: uuidSchema,
  user_id: uuidSchema,
  created_at: timestampSchema,
});

/** A row of `public.task_watchers`. */
export interface TaskWatcher extends z.infer<typeof taskWatcherSchema> {}

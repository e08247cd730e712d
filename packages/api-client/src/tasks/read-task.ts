import { type Task, taskSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { TASK_COLUMNS } from './columns.js';

/** The task `id` as the caller sees it now, or `undefined` when it is missing or hidden. */
export async function readTask(context: ClientContext, id: string): Promise<Task | undefined> {
  const rows = await unwrap(
    context.supabase.from('tasks').select(TASK_COLUMNS).eq('id', id).limit(1),
  );
  const row = rows?.[0];
  return row ? parseRow(taskSchema, row) : undefined;
}

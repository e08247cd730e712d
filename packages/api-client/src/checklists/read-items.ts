import { type ChecklistItem, checklistItemSchema } from '@tandem/schemas';
import { columnsOf } from '../internal/columns.js';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { parseRows } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';

/** The PostgREST `select` list of a checklist item. */
export const CHECKLIST_ITEM_COLUMNS = columnsOf(checklistItemSchema);

/**
 * A task's checklist, in order. Everyone who can see the task reads it; a task the caller
 * cannot see has none.
 */
export async function listItems(context: ClientContext, taskId: string): Promise<ChecklistItem[]> {
  const id = validateId(taskId, 'taskId');
  const rows = await unwrap(
    context.supabase
      .from('task_checklist_items')
      .select(CHECKLIST_ITEM_COLUMNS)
      .eq('task_id', id)
      .order('position', { ascending: true })
      .order('id', { ascending: true }),
  );
  return parseRows(checklistItemSchema, rows ?? [], context.reportInvalidRow);
}

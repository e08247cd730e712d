import { type ChecklistItem, checklistItemSchema, type Task, taskSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { unwrapOne } from '../internal/unwrap.js';
import { parseRow } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { TASK_COLUMNS } from '../tasks/columns.js';
import { CHECKLIST_ITEM_COLUMNS } from './read-items.js';

/** Where an item goes: right below another item of its checklist (`aboveId`), or first (`null`). */
export interface ChecklistItemMove {
  itemId: string;
  aboveId: string | null;
}

/**
 * Moves an item inside its checklist (RPC `move_checklist_item`, members and up).
 *
 * @throws TandemError `data/invalid` when `aboveId` is the item itself or in another checklist;
 * `data/forbidden` for viewers; `data/not-found` when it is gone or the caller is not a member.
 */
export async function moveItem(
  context: ClientContext,
  input: ChecklistItemMove,
): Promise<ChecklistItem> {
  const itemId = validateId(input?.itemId, 'itemId');
  const aboveId = input.aboveId === null ? null : validateId(input.aboveId, 'aboveId');
  const row = await unwrapOne(
    context.supabase
      .rpc('move_checklist_item', { item_id: itemId, ...(aboveId ? { after_id: aboveId } : {}) })
      .select(CHECKLIST_ITEM_COLUMNS),
  );
  return parseRow(checklistItemSchema, row);
}

/**
 * Turns an item into a task of its own (RPC `checklist_item_to_task`, members and up): a new
 * task with the item's title on the same board, and the item removed, in one transaction.
 *
 * @throws TandemError `data/forbidden` for viewers; `data/not-found` when it is gone or the
 * caller is not a member.
 */
export async function itemToTask(context: ClientContext, itemId: string): Promise<Task> {
  const id = validateId(itemId, 'itemId');
  const row = await unwrapOne(
    context.supabase.rpc('checklist_item_to_task', { item_id: id }).select(TASK_COLUMNS),
  );
  return parseRow(taskSchema, row);
}

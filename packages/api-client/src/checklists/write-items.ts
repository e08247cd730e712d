import {
  type ChecklistItem,
  checklistItemChangesSchema,
  checklistItemInputSchema,
  checklistItemSchema,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { noRowWritten, updateOne } from '../internal/no-row-written.js';
import { unwrap, unwrapOne } from '../internal/unwrap.js';
import { parseRow, validateAsColumns } from '../internal/validate.js';
import { validateId } from '../internal/validate-id.js';
import { CHECKLIST_ITEM_COLUMNS } from './read-items.js';

/** A new item at the end of a task's checklist. */
export interface ChecklistItemAdd {
  taskId: string;
  /** Trimmed, 1–`CHECKLIST_ITEM_TITLE_MAX_LENGTH` characters. */
  title: string;
}

/** An edit of an item: rename it, check or uncheck it. */
export interface ChecklistItemUpdate {
  itemId: string;
  changes: { title?: string; done?: boolean };
}

// The insert trigger sets the workspace, the author and (when absent) the position; the
// generated Insert type marks them required only because they are `not null`.
type ItemInsert = Pick<ChecklistItem, 'task_id' | 'title' | 'workspace_id' | 'position'> &
  Partial<Pick<ChecklistItem, 'id' | 'done'>>;

async function insertItem(context: ClientContext, values: ItemInsert): Promise<ChecklistItem> {
  const row = await unwrapOne(
    context.supabase.from('task_checklist_items').insert(values).select(CHECKLIST_ITEM_COLUMNS),
  );
  return parseRow(checklistItemSchema, row);
}

/**
 * Adds an item at the end of a task's checklist (members and up).
 *
 * @throws TandemError `data/invalid` with field errors for an empty or too long title, before
 * any request; `checklist/full` when the task already has `CHECKLIST_ITEMS_PER_TASK_MAX` items;
 * `data/forbidden` for viewers and non-members.
 */
export async function addItem(
  context: ClientContext,
  input: ChecklistItemAdd,
): Promise<ChecklistItem> {
  const taskId = validateId(input?.taskId, 'taskId');
  const { title } = validateAsColumns(checklistItemInputSchema, { title: input.title });
  return insertItem(context, { task_id: taskId, title } as ItemInsert);
}

/**
 * Puts back an item deleted a moment ago (the undo of {@link deleteItem}): the same id, title,
 * state and place.
 *
 * @throws TandemError `data/duplicate` when it is still there; otherwise as {@link addItem}.
 */
export async function restoreItem(
  context: ClientContext,
  item: ChecklistItem,
): Promise<ChecklistItem> {
  const { id, task_id, title, done, position } = parseRow(checklistItemSchema, item);
  return insertItem(context, { id, task_id, title, done, position } as ItemInsert);
}

/**
 * Renames, checks or unchecks an item (members and up). The last write wins: an item is too
 * small to merge.
 *
 * @throws TandemError `data/invalid` with field errors before any request; `data/forbidden` for
 * viewers; `data/not-found` when it is gone or the caller is not a member.
 */
export async function updateItem(
  context: ClientContext,
  input: ChecklistItemUpdate,
): Promise<ChecklistItem> {
  const id = validateId(input?.itemId, 'itemId');
  const changes = validateAsColumns(checklistItemChangesSchema, input.changes ?? {});
  const row = await updateOne(context, 'task_checklist_items', id, changes, CHECKLIST_ITEM_COLUMNS);
  return parseRow(checklistItemSchema, row);
}

/**
 * Deletes an item (members and up) and returns it as it was, for an undo through
 * {@link restoreItem}.
 *
 * @throws TandemError `data/forbidden` for viewers; `data/not-found` when it is gone or the
 * caller is not a member.
 */
export async function deleteItem(context: ClientContext, itemId: string): Promise<ChecklistItem> {
  const id = validateId(itemId, 'itemId');
  const rows = await unwrap(
    context.supabase
      .from('task_checklist_items')
      .delete()
      .eq('id', id)
      .select(CHECKLIST_ITEM_COLUMNS),
  );
  if (!rows?.[0]) throw await noRowWritten(context, 'task_checklist_items', id);
  return parseRow(checklistItemSchema, rows[0]);
}

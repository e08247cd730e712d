import type { ChecklistItem, Task } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { type ChecklistItemMove, itemToTask, moveItem } from './move-item.js';
import { listItems } from './read-items.js';
import {
  addItem,
  type ChecklistItemAdd,
  type ChecklistItemUpdate,
  deleteItem,
  restoreItem,
  updateItem,
} from './write-items.js';

export type { ChecklistItemMove } from './move-item.js';
export type { ChecklistItemAdd, ChecklistItemUpdate } from './write-items.js';

/**
 * The `checklists` namespace of the client: the items of a task's checklist. Everyone who can
 * see the task reads them; members and up write them. Changes arrive live on the task's
 * channel (`realtime.subscribeTask`), and the task's `checklist_done`/`checklist_total` on
 * the board's.
 *
 * @example
 * ```ts
 * const item = await tandem.checklists.add({ taskId, title: 'Write the spec' });
 * await tandem.checklists.update({ itemId: item.id, changes: { done: true } });
 * ```
 */
export interface ChecklistsApi {
  /** A task's items, in order. */
  list(taskId: string): Promise<ChecklistItem[]>;
  /** Adds an item at the end; `checklist/full` past `CHECKLIST_ITEMS_PER_TASK_MAX`. */
  add(input: ChecklistItemAdd): Promise<ChecklistItem>;
  /** Renames, checks or unchecks an item. */
  update(input: ChecklistItemUpdate): Promise<ChecklistItem>;
  /** Moves an item right below `aboveId`, or first (`aboveId: null`). */
  move(input: ChecklistItemMove): Promise<ChecklistItem>;
  /** Deletes an item and returns it as it was, for {@link ChecklistsApi.restore}. */
  delete(itemId: string): Promise<ChecklistItem>;
  /** Puts a deleted item back with its id, title, state and place (an undo). */
  restore(item: ChecklistItem): Promise<ChecklistItem>;
  /** Turns an item into a task of the same board, removing the item; returns the task. */
  toTask(itemId: string): Promise<Task>;
}

/** Builds the `checklists` namespace over the shared client context. */
export function createChecklistsApi(context: ClientContext): ChecklistsApi {
  return {
    list: (taskId: string) => listItems(context, taskId),
    add: (input: ChecklistItemAdd) => addItem(context, input),
    update: (input: ChecklistItemUpdate) => updateItem(context, input),
    move: (input: ChecklistItemMove) => moveItem(context, input),
    delete: (itemId: string) => deleteItem(context, itemId),
    restore: (item: ChecklistItem) => restoreItem(context, item),
    toTask: (itemId: string) => itemToTask(context, itemId),
  };
}

import type { TandemClient, TaskChanges } from '@tandem/api-client';
import { tandemMutations } from '@tandem/api-client/react-query';
import type { Task } from '@tandem/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { TASK_FIELDS, type TaskFieldName, type TaskValues, valueIn } from '../lib/task-fields';
import { notifyUndoRefused } from './notify-undo-refused';
import { runMutation } from './run-mutation';
import { announceOn, offerUndoOnceSaved, type UndoOffer } from './undo-stack';

/** The fields an edit can change. */
type Changes = TaskChanges;

/** The fields undo takes back (every one but the moves). */
const UNDOABLE_FIELDS = (Object.keys(TASK_FIELDS) as TaskFieldName[]).filter(
  (field) => TASK_FIELDS[field].undoable,
);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The edit that puts back what `changes` replaced in `before`: only the undoable fields that
 * actually changed; `null` when there are none (a status change is a move, undone as one).
 */
export function revertOf(before: TaskValues, changes: Changes): Changes | null {
  const revert: Record<string, unknown> = {};
  for (const field of UNDOABLE_FIELDS) {
    if (field in changes && !sameValue(changes[field], valueIn(before, field))) {
      revert[field] = valueIn(before, field);
    }
  }
  return Object.keys(revert).length > 0 ? (revert as Changes) : null;
}

function fieldsText(revert: Changes): string {
  const names = (Object.keys(revert) as TaskFieldName[]).map((field) =>
    TASK_FIELDS[field].name.toLowerCase(),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : `${names[0]}`;
}

/**
 * The undo of a saved edit of `saved`: an edit based on the version the save produced, so it is
 * refused, and says so, when someone else changed the task since.
 */
export function editUndoOffer(
  client: TandemClient,
  queryClient: QueryClient,
  saved: Task,
  revert: Changes,
): UndoOffer {
  const what = `the ${fieldsText(revert)} of #${saved.number}`;
  return {
    message: `Changed ${what}`,
    run: async () => {
      try {
        const undone = await runMutation(
          queryClient,
          tandemMutations(client, queryClient).tasks.update(),
          { taskId: saved.id, changes: revert, expectedVersion: saved.version },
        );
        announceOn(saved.board_id, `Undid the change to ${what} ${undone.title}.`);
      } catch (error) {
        announceOn(saved.board_id, notifyUndoRefused(error, `the change to ${what}`));
      }
    },
  };
}

/**
 * Offers to take back an edit of `before` that `saving` is saving ("Undo" in a toast, Ctrl/Cmd+Z
 * on its board, which reaches it even before the save lands): puts back the undoable fields
 * `changes` replaced, if any did change.
 */
export function offerEditUndoOnceSaved(
  client: TandemClient,
  queryClient: QueryClient,
  before: TaskValues,
  changes: Changes,
  saving: Promise<Task>,
): void {
  const revert = revertOf(before, changes);
  if (!revert) return;
  offerUndoOnceSaved(before.board_id, saving, (saved) =>
    editUndoOffer(client, queryClient, saved, revert),
  );
}

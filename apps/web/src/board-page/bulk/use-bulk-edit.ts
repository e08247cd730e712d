import type { TaskBulkChanges, TaskBulkUndo } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { useCallback, useMemo } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandem } from '../../lib/use-tandem';
import { offerUndoOnceSaved } from '../../undo/undo-stack';
import { UndoneVersions } from './undone-versions';

/** Shared by every board and view, so undos of one's own batches chain wherever they began. */
const undoneVersions = new UndoneVersions();

/** What {@link useBulkEdit} returns. */
export interface BulkEditor {
  /**
   * Gives every task of `taskIds` the same `changes` in one batch; `what` says it for the toast
   * and the announcement ("Moved 50 tasks to Done"). Resolves whether it landed.
   */
  update: (
    taskIds: ReadonlyArray<string>,
    changes: TaskBulkChanges,
    what: string,
  ) => Promise<boolean>;
  /** Deletes the tasks in one batch (admins and the owner). */
  remove: (taskIds: ReadonlyArray<string>, what: string) => Promise<boolean>;
}

/**
 * Says how an undo of `what` went: all undone, or, in a toast too, how many of the batch's
 * tasks kept a change someone made after it (those the revert answering `reverted` left out).
 * Returns the sentence for the board's live region.
 */
function reportBulkUndo(what: string, undo: TaskBulkUndo, reverted: TaskBulkUndo): string {
  const done = new Set(reverted.map((entry) => entry.id));
  const kept = undo.filter((entry) => entry.version !== undefined && !done.has(entry.id)).length;
  if (kept === 0) return `Undone: ${what}.`;
  const tasks = kept === 1 ? '1 task was' : `${kept} tasks were`;
  const reason = `${tasks} changed by someone else since; their changes stay.`;
  toast.warning(`Undid “${what}” in part`, { description: reason });
  return `Undone in part: ${what}. ${reason}`;
}

/**
 * Bulk edits of a board's tasks: one request per batch (all or nothing), said in the board's
 * live region, and one "Undo" (toast and Ctrl/Cmd+Z) that takes the whole batch back in one
 * request. Everyone on the board sees the cards change live, through the board's channel. The
 * undo leaves alone any task someone else changed after the batch, and says so; undoing one's
 * own batches one after another goes back step by step.
 */
export function useBulkEdit(boardId: string, announce: (message: string) => void): BulkEditor {
  const tandem = useTandem();

  const update = useCallback<BulkEditor['update']>(
    (taskIds, changes, what) => {
      const saving = tandem.tasks.bulkUpdate({ taskIds, changes });
      const landed = saving.then(
        () => {
          announce(`${what}.`);
          return true;
        },
        (error: unknown) => {
          notifyRefusal(error, what);
          announce(`${what} failed; nothing changed.`);
          return false;
        },
      );
      offerUndoOnceSaved(boardId, saving, (undo) => ({
        message: what,
        run: () =>
          tandem.tasks.bulkRevert(undoneVersions.rebase(undo)).then(
            (reverted) => {
              undoneVersions.record(undo, reverted);
              announce(reportBulkUndo(what, undo, reverted));
            },
            (error: unknown) => notifyRefusal(error, `Undoing “${what}”`),
          ),
      }));
      return landed;
    },
    [tandem, boardId, announce],
  );

  const remove = useCallback<BulkEditor['remove']>(
    (taskIds, what) => {
      const deleting = tandem.tasks.bulkDelete(taskIds);
      const landed = deleting.then(
        () => {
          announce(`${what}.`);
          return true;
        },
        (error: unknown) => {
          notifyRefusal(error, what);
          return false;
        },
      );
      offerUndoOnceSaved(boardId, deleting, (deleted) => ({
        message: what,
        run: () =>
          tandem.tasks.bulkRestore(deleted).then(
            () => announce(`Undone: ${what}.`),
            (error: unknown) => notifyRefusal(error, `Undoing “${what}”`),
          ),
      }));
      return landed;
    },
    [tandem, boardId, announce],
  );

  return useMemo(() => ({ update, remove }), [update, remove]);
}

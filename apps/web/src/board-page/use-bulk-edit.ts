import type { TaskBulkChanges } from '@tandem/api-client';
import { useCallback, useMemo } from 'react';
import { notifyRefusal } from '../lib/notify-refusal';
import { useTandem } from '../lib/use-tandem';
import { offerUndo } from '../undo/undo-stack';

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
 * Bulk edits of a board's tasks: one request per batch (all or nothing), said in the board's
 * live region, and one "Undo" (toast and Ctrl/Cmd+Z) that takes the whole batch back in one
 * request. Everyone on the board sees the cards change live, through the board's channel.
 */
export function useBulkEdit(boardId: string, announce: (message: string) => void): BulkEditor {
  const tandem = useTandem();

  const update = useCallback<BulkEditor['update']>(
    (taskIds, changes, what) =>
      tandem.tasks.bulkUpdate({ taskIds, changes }).then(
        (undo) => {
          announce(`${what}.`);
          offerUndo(what, {
            boardId,
            run: () =>
              tandem.tasks.bulkRevert(undo).then(
                () => announce(`Undone: ${what}.`),
                (error: unknown) => notifyRefusal(error, `Undoing “${what}”`),
              ),
          });
          return true;
        },
        (error: unknown) => {
          notifyRefusal(error, what);
          announce(`${what} failed; nothing changed.`);
          return false;
        },
      ),
    [tandem, boardId, announce],
  );

  const remove = useCallback<BulkEditor['remove']>(
    (taskIds, what) =>
      tandem.tasks.bulkDelete(taskIds).then(
        (deleted) => {
          announce(`${what}.`);
          offerUndo(what, {
            boardId,
            run: () =>
              tandem.tasks.bulkRestore(deleted).then(
                () => announce(`Undone: ${what}.`),
                (error: unknown) => notifyRefusal(error, `Undoing “${what}”`),
              ),
          });
          return true;
        },
        (error: unknown) => {
          notifyRefusal(error, what);
          return false;
        },
      ),
    [tandem, boardId, announce],
  );

  return useMemo(() => ({ update, remove }), [update, remove]);
}

import { tandemKeys } from '@tandem/api-client/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { notifyUndoRefused } from '../undo/notify-undo-refused';
import { announceOn, offerUndo } from '../undo/undo-stack';

/** A checklist change that can be taken back. */
export interface ChecklistUndo {
  boardId: string;
  taskId: string;
  /** The toast's words, e.g. "Deleted “Ship it”". */
  message: string;
  /** What the undo takes back, for the announcements: "the deletion of “Ship it”". */
  what: string;
  /** The write that takes it back. */
  revert: () => Promise<unknown>;
}

/**
 * Offers to take back a checklist change ("Undo" in a toast, Ctrl/Cmd+Z on its board). An
 * item someone else deleted meanwhile cannot be brought back by undoing an edit; that is said.
 */
export function offerChecklistUndo(queryClient: QueryClient, undo: ChecklistUndo): void {
  offerUndo(undo.message, {
    boardId: undo.boardId,
    run: async () => {
      try {
        await undo.revert();
        announceOn(undo.boardId, `Undid ${undo.what}.`);
      } catch (error) {
        announceOn(undo.boardId, notifyUndoRefused(error, undo.what));
      } finally {
        void queryClient.invalidateQueries({ queryKey: tandemKeys.checklist(undo.taskId) });
      }
    },
  });
}

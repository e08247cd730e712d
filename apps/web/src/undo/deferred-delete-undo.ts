import { TandemError } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { cancelDeferredDelete } from './deferred-deletes';
import { notifyUndoRefused } from './notify-undo-refused';
import { announceOn, offerUndo } from './undo-stack';

/** What {@link offerDeferredDeleteUndo} offers and says. */
export interface DeferredDeleteUndo {
  /** The held delete's key (`deferredDeleteKey`). */
  key: string;
  /** Where Ctrl/Cmd+Z takes it back and where it is announced: the board, or a page's name. */
  scope: string;
  /** The toast's message, e.g. "Deleted notes.txt". */
  deleted: string;
  /** For a refusal, e.g. "the deletion of notes.txt". */
  what: string;
  /** Said once it is back, e.g. "Restored notes.txt." */
  restored: string;
  /** Puts back what the app changed at once (the profile's picture); the file never left. */
  putBack?: () => Promise<unknown>;
}

/**
 * Offers to take back a delete held by `deferDelete` ("Undo" in a toast, Ctrl/Cmd+Z on its
 * board), as task deletion does. Taking it back only cancels the held delete: the file was
 * never removed, so nothing can be lost. Once the window has passed, the undo is refused.
 */
export function offerDeferredDeleteUndo(undo: DeferredDeleteUndo): void {
  announceOn(undo.scope, undo.deleted.endsWith('.') ? undo.deleted : `${undo.deleted}.`);
  offerUndo(undo.deleted, {
    boardId: undo.scope,
    run: async () => {
      if (!cancelDeferredDelete(undo.key)) {
        announceOn(undo.scope, notifyUndoRefused(new TandemError('data/not-found'), undo.what));
        return;
      }
      try {
        await undo.putBack?.();
        announceOn(undo.scope, undo.restored);
        toast.success(undo.restored);
      } catch (error) {
        announceOn(undo.scope, notifyUndoRefused(error, undo.what));
      }
    },
  });
}

import type { ViewUpdate } from '@tandem/api-client';
import { forgetView, writeView } from '@tandem/api-client/react-query';
import type { SavedView } from '@tandem/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { offerDeferredDeleteUndo } from '../undo/deferred-delete-undo';
import { DEFERRED_DELETE_MS, deferDelete, savedViewDeleteKey } from '../undo/deferred-deletes';
import { offerUndo } from '../undo/undo-stack';
import type { ViewQuery } from './view-query';

/** A new view as the save dialog gives it. */
export interface NewView {
  name: string;
  shared: boolean;
  query: ViewQuery;
}

/** The writes of a board's Views menu, each undoable (a toast's "Undo", Ctrl/Cmd+Z). */
export interface ViewActions {
  /** Saves a view; rejects with the client's error so the dialog can show it. */
  save: (view: NewView) => Promise<SavedView>;
  /** Renames, shares or unshares a view, or saves new params in it; rejects like `save`. */
  change: (view: SavedView, changes: ViewUpdate['changes'], message: string) => Promise<void>;
  /** Deletes a view after the undo window. */
  remove: (view: SavedView) => void;
}

/**
 * The saved view writes of a board. Each result goes into the cached views at once (personal
 * views are never broadcast, so the cache is the only way this page learns of them).
 */
export function useViewActions(boardId: string, selfId: string | undefined): ViewActions {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = async (view: SavedView, changes: ViewUpdate['changes']) => {
      const updated = await tandem.views.update({ viewId: view.id, changes });
      writeView(queryClient, updated);
    };
    const quietly = (run: () => Promise<unknown>) => () => void run().catch(notifyError);
    return {
      save: async (values) => {
        const view = await tandem.views.create({ boardId, ...values });
        writeView(queryClient, view);
        offerUndo(`Saved view “${view.name}”`, {
          boardId,
          run: quietly(async () => {
            await tandem.views.delete(view.id);
            forgetView(queryClient, view);
          }),
        });
        return view;
      },
      change: async (view, changes, message) => {
        await update(view, changes);
        const back = Object.fromEntries(
          Object.keys(changes).map((key) => [key, view[key as keyof typeof changes]]),
        );
        offerUndo(message, { boardId, run: quietly(() => update(view, back)) });
      },
      remove: (view) => {
        if (!selfId) return;
        const entry = {
          kind: 'saved-view' as const,
          userId: selfId,
          dueAt: Date.now() + DEFERRED_DELETE_MS,
          view: { id: view.id, board_id: view.board_id },
        };
        deferDelete(tandem, queryClient, entry);
        offerDeferredDeleteUndo({
          key: savedViewDeleteKey(view.id),
          scope: boardId,
          deleted: `Deleted view “${view.name}”`,
          what: `the deletion of “${view.name}”`,
          restored: `Restored view “${view.name}”.`,
        });
      },
    };
  }, [tandem, queryClient, boardId, selfId]);
}

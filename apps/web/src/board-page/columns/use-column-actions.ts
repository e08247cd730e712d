import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardState } from '@tandem/schemas';
import type { ColumnValues } from '@tandem/ui/board';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTandem } from '../../lib/use-tandem';
import { announceOn } from '../../undo/undo-stack';
import { editDescription, stateChanges } from './column-changes';
import { type ColumnUndoContext, offerColumnUndo, restoreColumn } from './column-undo';
import { notifyStateRefusal, stateRefusalReason } from './state-refusal';
import { shiftedSpot, spotOf, stateWrites } from './state-writes';

/** A refusal the column dialog shows: under the name, or above its buttons. */
export type ColumnRefusal = { field: 'name' | 'form'; message: string } | null;

/** What the column controls of a board do; each write is announced and can be undone. */
export interface ColumnActions {
  add: (values: ColumnValues) => Promise<ColumnRefusal>;
  edit: (state: BoardState, values: ColumnValues) => Promise<ColumnRefusal>;
  /** Moves a column one shown place left (`-1`) or right (`1`). */
  shift: (state: BoardState, by: -1 | 1) => void;
  /** Deletes a column, its tasks (if any) going to `moveTo`. */
  remove: (state: BoardState, moveTo: string | null) => void;
}

function dialogRefusal(error: unknown, name: string): ColumnRefusal {
  const reason = stateRefusalReason(error, name);
  const onName = reason.startsWith('The board already has');
  return { field: onName ? 'name' : 'form', message: reason };
}

/**
 * The writes behind a board's column menu, "Add column" and their dialogs (admins and the
 * owner): add, rename, recolour, limit, reorder and delete workflow states. Reads the board's
 * states and tasks through a ref, so the functions stay the same as they change.
 */
export function useColumnActions(
  boardId: string,
  states: ReadonlyArray<BoardState> | undefined,
  shownIds: ReadonlyArray<string>,
  tasks: ReadonlyArray<BoardTaskRow>,
): ColumnActions {
  const client = useTandem();
  const queryClient = useQueryClient();
  const latest = useRef({ states: states ?? [], shownIds, tasks });
  latest.current = { states: states ?? [], shownIds, tasks };

  return useMemo<ColumnActions>(() => {
    const context: ColumnUndoContext = { client, queryClient, boardId };
    const writes = stateWrites(client, queryClient);
    return {
      add: async (values) => {
        try {
          const added = await writes.add({ boardId, ...values });
          offerColumnUndo(context, `Added column ${added.name}`, added.name, (back) =>
            back.remove(added, null),
          );
          return null;
        } catch (error) {
          return dialogRefusal(error, values.name);
        }
      },
      edit: async (state, values) => {
        const changes = stateChanges(state, values);
        if (!changes) return null;
        try {
          const saved = await writes.update(state.id, changes.forward);
          offerColumnUndo(context, editDescription(state, saved), saved.name, (back) =>
            back.update(state.id, changes.backward),
          );
          return null;
        } catch (error) {
          return dialogRefusal(error, values.name);
        }
      },
      shift: (state, by) => {
        const all = latest.current.states;
        const spot = shiftedSpot(all, latest.current.shownIds, state.id, by);
        if (!spot) return;
        const was = spotOf(all, state.id);
        const side = by < 0 ? 'left' : 'right';
        writes.move(state.id, spot).then(
          () =>
            offerColumnUndo(context, `Moved ${state.name} ${side}`, state.name, (back) =>
              back.move(state.id, was),
            ),
          (error) =>
            announceOn(
              boardId,
              notifyStateRefusal(error, `Couldn't move ${state.name}`, state.name),
            ),
        );
      },
      remove: (state, moveTo) => {
        const { states: all, tasks: now } = latest.current;
        const spot = spotOf(all, state.id);
        const held = now
          .filter((task) => task.state_id === state.id)
          .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0))
          .map((task) => task.id);
        const to = all.find((other) => other.id === moveTo);
        writes.remove(state, moveTo).then(
          () =>
            offerColumnUndo(
              context,
              to && held.length > 0
                ? `Deleted column ${state.name}; its tasks moved to ${to.name}`
                : `Deleted column ${state.name}`,
              state.name,
              () => restoreColumn(context, state, spot, held),
            ),
          (error) =>
            announceOn(
              boardId,
              notifyStateRefusal(error, `Couldn't delete ${state.name}`, state.name),
            ),
        );
      },
    };
  }, [client, queryClient, boardId]);
}

import type { BoardTaskRow } from '@tandem/api-client';
import { type BoardState, canTransitionCategory } from '@tandem/schemas';
import {
  AddColumnButton,
  type BoardColumnSpec,
  ColumnDialog,
  type ColumnEditField,
  ColumnMenu,
  type ColumnValues,
  DeleteColumnDialog,
  STATE_COLOR_CHOICES,
} from '@tandem/ui/board';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useColumnActions } from './use-column-actions';

/** The dialog open over the board, if any. */
type ColumnDialogState =
  | { kind: 'add' }
  | { kind: 'edit'; state: BoardState; focus: ColumnEditField }
  | { kind: 'delete'; state: BoardState; count: number };

const NEW_COLUMN: ColumnValues = {
  name: '',
  category: 'started',
  color: STATE_COLOR_CHOICES[2]?.value ?? '#8a8a95',
  wipLimit: null,
  wipHardLimit: false,
};

function valuesOf(state: BoardState): ColumnValues {
  return {
    name: state.name,
    category: state.category,
    color: state.color,
    wipLimit: state.wip_limit,
    wipHardLimit: state.wip_hard_limit,
  };
}

/**
 * Where a deleted column's tasks most likely belong: the nearest column of the same category,
 * else the nearest one that can take them.
 */
function nearestOfKind(
  states: ReadonlyArray<BoardState>,
  deleting: BoardState,
  destinations: ReadonlyArray<BoardState>,
): BoardState | undefined {
  const index = (state: BoardState) => states.findIndex((other) => other.id === state.id);
  const at = index(deleting);
  const distance = (state: BoardState) => Math.abs(index(state) - at);
  const byDistance = [...destinations].sort((a, b) => distance(a) - distance(b));
  return byDistance.find((state) => state.category === deleting.category) ?? byDistance[0];
}

/**
 * The controls that shape a board's columns, for admins and the owner: a menu in each
 * column's header, "Add column" after the last one, and the dialogs they open. A column that
 * holds tasks asks where they go before it is deleted; an empty one goes at once (undoable).
 */
export function useColumnControls(
  boardId: string,
  states: ReadonlyArray<BoardState> | undefined,
  columns: ReadonlyArray<BoardColumnSpec> | undefined,
  tasks: ReadonlyArray<BoardTaskRow>,
) {
  const shownIds = useMemo(() => (columns ?? []).map((column) => column.id), [columns]);
  const actions = useColumnActions(boardId, states, shownIds, tasks);
  const [dialog, setDialog] = useState<ColumnDialogState | null>(null);
  const latest = useRef({ states: states ?? [], shownIds, tasks });
  latest.current = { states: states ?? [], shownIds, tasks };

  const columnActions = useCallback(
    (column: BoardColumnSpec) => {
      const { states: all, shownIds: shown } = latest.current;
      const state = all.find((candidate) => candidate.id === column.id);
      const at = shown.indexOf(column.id);
      if (!state) return null;
      return (
        <ColumnMenu
          name={state.name}
          canMoveLeft={at > 0}
          canMoveRight={at >= 0 && at < shown.length - 1}
          onEdit={(focus) => setDialog({ kind: 'edit', state, focus })}
          onMoveLeft={() => actions.shift(state, -1)}
          onMoveRight={() => actions.shift(state, 1)}
          onDelete={() => {
            const count = latest.current.tasks.filter((task) => task.state_id === state.id).length;
            if (count === 0) actions.remove(state, null);
            else setDialog({ kind: 'delete', state, count });
          }}
        />
      );
    },
    [actions],
  );

  // What the dialogs show: the last one opened, kept while it animates out.
  const last = useRef<ColumnDialogState | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  const deleting = shown?.kind === 'delete' ? shown.state : undefined;
  const destinations = useMemo(
    () =>
      deleting
        ? (states ?? []).filter(
            (other) =>
              other.id !== deleting.id && canTransitionCategory(deleting.category, other.category),
          )
        : [],
    [deleting, states],
  );
  const editing = shown?.kind === 'edit' ? shown.state : undefined;
  const initial = useMemo(() => (editing ? valuesOf(editing) : NEW_COLUMN), [editing]);

  const dialogs = (
    <>
      <ColumnDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={close}
        mode={editing ? 'edit' : 'add'}
        initial={initial}
        focus={shown?.kind === 'edit' ? shown.focus : 'name'}
        onSubmit={(values) => (editing ? actions.edit(editing, values) : actions.add(values))}
      />
      <DeleteColumnDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        name={deleting?.name ?? ''}
        count={shown?.kind === 'delete' ? shown.count : 0}
        destinations={destinations}
        initialId={deleting ? nearestOfKind(states ?? [], deleting, destinations)?.id : undefined}
        onConfirm={(destination) => deleting && actions.remove(deleting, destination)}
      />
    </>
  );
  const afterColumns = <AddColumnButton onClick={() => setDialog({ kind: 'add' })} />;
  return { columnActions, afterColumns, dialogs };
}

import type { BoardState } from '@tandem/schemas';
import { canTransitionCategory } from '@tandem/schemas';
import {
  ColumnDialog,
  type ColumnEditField,
  type ColumnValues,
  DeleteColumnDialog,
  STATE_COLOR_CHOICES,
} from '@tandem/ui/board';
import { useMemo, useRef } from 'react';
import type { ColumnActions } from './use-column-actions';

/** The dialog open over the board, if any. */
export type ColumnDialogState =
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

/** Props of {@link ColumnDialogs}. */
export interface ColumnDialogsProps {
  /** The dialog to show; `null` closes it. */
  dialog: ColumnDialogState | null;
  onClose: () => void;
  states: ReadonlyArray<BoardState> | undefined;
  actions: ColumnActions;
}

/**
 * The dialogs of the column controls: add or edit a column, and where a deleted column's
 * tasks go. Loaded on first use: the board paints without them.
 */
export function ColumnDialogs({ dialog, onClose, states, actions }: ColumnDialogsProps) {
  // What the dialogs show: the last one opened, kept while it animates out.
  const last = useRef<ColumnDialogState | null>(null);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const close = (open: boolean) => (open ? undefined : onClose());
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
  return (
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
}

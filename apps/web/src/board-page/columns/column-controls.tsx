import type { BoardTaskRow } from '@tandem/api-client';
import type { BoardState } from '@tandem/schemas';
import { AddColumnButton, type BoardColumnSpec, ColumnMenu } from '@tandem/ui/board';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ColumnDialogState } from './column-dialogs';
import { LazyColumnDialogs } from './lazy-column-dialogs';
import { useColumnActions } from './use-column-actions';

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

  const dialogs = (
    <LazyColumnDialogs
      dialog={dialog}
      onClose={() => setDialog(null)}
      states={states}
      actions={actions}
    />
  );
  const afterColumns = <AddColumnButton onClick={() => setDialog({ kind: 'add' })} />;
  return { columnActions, afterColumns, dialogs };
}

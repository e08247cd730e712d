import { tandemKeys } from '@tandem/api-client/react-query';
import { type BoardState, canTransitionCategory, type Task } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { notifyRefusal } from '../lib/notify-refusal';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { offerUndoOnceSaved } from '../undo/undo-stack';
import { type ColumnPlace, columnPlaceOf } from './column-place';

/** What {@link useTaskColumn} returns. */
export interface TaskColumn {
  /** The board's columns (workflow states) in board order; `undefined` while loading. */
  states: readonly BoardState[] | undefined;
  /**
   * The column to show: the one a move under way goes to, else the task's own (so the field
   * follows a pick at once, as the board's card does); `undefined` until the states load.
   */
  current: BoardState | undefined;
  /** Whether the workflow allows moving the task to `state` (the category rule). */
  allows: (state: BoardState) => boolean;
  /** Moves the task to the bottom of `stateId`, as the list view's State cell does. */
  moveTo: (stateId: string) => void;
}

/**
 * The task's column among its board's workflow states (live through the board's channel
 * where the board is open), and the move to another: the same move as a drag or the list
 * view's State cell (`move_task_to_state`), so other browsers see it as they see those. Refused
 * moves are put back and toasted; a saved one can be taken back ("Undo", Ctrl/Cmd+Z).
 */
export function useTaskColumn(task: Task): TaskColumn {
  const queryClient = useQueryClient();
  const states = useQuery(useTandemQueries().states.list(task.board_id)).data;
  const { mutateAsync } = useMutation(useTandemMutations().tasks.move());
  const latest = useRef({ task, states });
  latest.current = { task, states };
  // A move under way, with the column it started from: a live change of the column (or the
  // saved row) replaces it.
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  const shownId = pending && pending.from === task.state_id ? pending.to : task.state_id;
  const current = states?.find((state) => state.id === shownId);
  const own = states?.find((state) => state.id === task.state_id);

  const send = useCallback(
    (move: { taskId: string } & ColumnPlace, name: string, from: ColumnPlace | null) => {
      const { task: moving } = latest.current;
      const saving = mutateAsync(move);
      const started = { from: moving.state_id, to: move.stateId };
      setPending(started);
      saving
        .catch((error: unknown) => notifyRefusal(error, `Moving #${moving.number}`))
        .finally(() => setPending((now) => (now === started ? null : now)));
      if (!from) return;
      offerUndoOnceSaved(moving.board_id, saving, () => ({
        message: `Moved #${moving.number} to ${name}`,
        run: () => send({ taskId: moving.id, ...from }, name, null),
      }));
    },
    [mutateAsync],
  );

  const moveTo = useCallback(
    (stateId: string) => {
      const { task: moving, states: known } = latest.current;
      if (stateId === moving.state_id) return;
      const from = known?.find((state) => state.id === moving.state_id);
      const to = known?.find((state) => state.id === stateId);
      if (from && to && !canTransitionCategory(from.category, to.category)) {
        toast.error(`#${moving.number} can't move to ${to.name}`, {
          id: 'illegal-transition',
          description: `A ${from.name} task can only be reopened to an unstarted column.`,
        });
        return;
      }
      const boardTasks = queryClient.getQueryData<Task[]>(tandemKeys.boardTasks(moving.board_id));
      send(
        { taskId: moving.id, stateId, aboveId: null, belowId: null },
        to?.name ?? 'its column',
        columnPlaceOf(boardTasks, moving),
      );
    },
    [queryClient, send],
  );

  const allows = useCallback(
    (state: BoardState) => !own || canTransitionCategory(own.category, state.category),
    [own],
  );

  return { states, current, allows, moveTo };
}

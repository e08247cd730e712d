import type { BoardTaskRow } from '@tandem/api-client';
import { type BoardState, canTransitionCategory, type TaskStatus } from '@tandem/schemas';
import type { BoardStateMoveHandler, StateMove } from '@tandem/ui/board';
import { toast } from '@tandem/ui/feedback';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import { offerUndoOnceSaved } from '../../undo/undo-stack';
import { useBoardColumns } from '../columns/use-board-columns';
import { statePlace, statePlaceText } from './state-place';
import { wipWarning } from './wip-warning';

/**
 * The board's moves across its workflow states: refuses what the category rule forbids
 * before sending, moves optimistically, warns (toast) and announces a move past a WIP limit —
 * allowed unless the limit is hard, which the server refuses with `state/wip-limit` — and
 * offers "Undo" (also Ctrl/Cmd+Z).
 */
function useMoveToState(
  tasks: ReadonlyArray<BoardTaskRow>,
  states: ReadonlyArray<BoardState> | undefined,
  announce: (message: string) => void,
  boardId: string,
): BoardStateMoveHandler {
  const { mutateAsync } = useMutation(useTandemMutations().tasks.move());
  const latest = useRef({ tasks, states });
  latest.current = { tasks, states };

  const send = useCallback(
    (task: BoardTaskRow, move: StateMove, undoable: boolean) => {
      const { tasks: now, states: columns } = latest.current;
      // Where the card is now: for an undo, `task` is the row from before the move it takes back.
      const current = now.find((other) => other.id === task.id) ?? task;
      const { index, count, ...from } = statePlace(now, current);
      const target = columns?.find((state) => state.id === move.stateId);
      const source = columns?.find((state) => state.id === current.state_id);
      const name = target?.name ?? 'its column';
      const saving = mutateAsync(move);
      saving.then(
        (moved) => {
          const holding = now.filter((t) => t.state_id === move.stateId && t.id !== task.id);
          const warning =
            target && from.stateId !== target.id && wipWarning(target, holding.length);
          const was = statePlaceText(source?.name ?? 'its column', { index, count });
          const is = statePlaceText(name, statePlace(latest.current.tasks, moved));
          announce(
            `Moved #${task.number} ${task.title} from ${was} to ${is}.${warning ? ` ${warning}` : ''}`,
          );
          if (warning) toast.warning(warning, { id: 'wip-limit' });
        },
        (error: unknown) => {
          notifyRefusal(error, `Moving #${task.number}`);
          announce(
            `Moving #${task.number} ${task.title} was undone. It is back in ${source?.name ?? 'its column'}.`,
          );
        },
      );
      if (!undoable) return;
      offerUndoOnceSaved(boardId, saving, () => ({
        message: `Moved #${task.number} to ${name}`,
        run: () => send(task, { taskId: task.id, ...from }, false),
      }));
    },
    [mutateAsync, announce, boardId],
  );

  return useCallback<BoardStateMoveHandler>(
    (move) => {
      const { tasks: now, states: columns } = latest.current;
      const task = now.find((candidate) => candidate.id === move.taskId);
      if (!task) return false;
      const from = columns?.find((state) => state.id === task.state_id);
      const to = columns?.find((state) => state.id === move.stateId);
      if (from && to && !canTransitionCategory(from.category, to.category)) {
        toast.error(`#${task.number} can't move to ${to.name}`, {
          id: 'illegal-transition',
          description: `A ${from.name} task can only be reopened to an unstarted column.`,
        });
        announce(
          `#${task.number} ${task.title} can't move to ${to.name}; it stays in ${from.name}.`,
        );
        return false;
      }
      send(task, move, true);
    },
    [send, announce],
  );
}

/**
 * The board's columns as its workflow states (see useBoardColumns; `shown`: the statuses and
 * the Status filter's column ids), and the moves across
 * them: what the board page draws and hands the kit's `Board`.
 */
export function useWorkflowColumns(
  boardId: string,
  shown: { statuses: ReadonlyArray<TaskStatus>; chosen: ReadonlyArray<string> | undefined },
  tasks: ReadonlyArray<BoardTaskRow>,
  announce: (message: string) => void,
) {
  const { states, columns } = useBoardColumns(boardId, shown.statuses, shown.chosen);
  const moveToState = useMoveToState(tasks, states, announce, boardId);
  return { states, columns, moveToState };
}

import type { BoardTaskRow } from '@tandem/api-client';
import { type BoardState, canTransitionCategory } from '@tandem/schemas';
import type { BoardStateMoveHandler, StateMove } from '@tandem/ui/board';
import { toast } from '@tandem/ui/feedback';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notifyRefusal } from '../lib/notify-refusal';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { offerUndo } from '../undo/undo-stack';
import { wipWarning } from './wip-warning';

/** Where a card was: its state and the cards either side, for its undo. */
function stateNeighbours(tasks: ReadonlyArray<BoardTaskRow>, task: BoardTaskRow) {
  const column = tasks
    .filter((other) => other.state_id === task.state_id)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const at = column.findIndex((other) => other.id === task.id);
  return {
    stateId: task.state_id,
    aboveId: column[at - 1]?.id ?? null,
    belowId: column[at + 1]?.id ?? null,
  };
}

/**
 * The board's moves across its workflow states: refuses what the category rule forbids
 * before sending, moves optimistically, warns (toast) and announces a move past a WIP limit —
 * allowed unless the limit is hard, which the server refuses with `state/wip-limit` — and
 * offers "Undo" (also Ctrl/Cmd+Z).
 */
export function useMoveToState(
  tasks: ReadonlyArray<BoardTaskRow>,
  states: ReadonlyArray<BoardState> | undefined,
  announce: (message: string) => void,
  boardId: string,
): BoardStateMoveHandler {
  const { mutate } = useMutation(useTandemMutations().tasks.move());
  const latest = useRef({ tasks, states });
  latest.current = { tasks, states };

  const send = useCallback(
    (task: BoardTaskRow, move: StateMove, undoable: boolean) => {
      const { tasks: now, states: columns } = latest.current;
      const from = stateNeighbours(now, task);
      const target = columns?.find((state) => state.id === move.stateId);
      const source = columns?.find((state) => state.id === task.state_id);
      mutate(move, {
        onSuccess: () => {
          const name = target?.name ?? 'its column';
          const holding = now.filter((t) => t.state_id === move.stateId && t.id !== task.id);
          const warning =
            target && from.stateId !== target.id && wipWarning(target, holding.length);
          announce(
            `Moved #${task.number} ${task.title} to ${name}.${warning ? ` ${warning}` : ''}`,
          );
          if (warning) toast.warning(warning, { id: 'wip-limit' });
          if (!undoable) return;
          offerUndo(`Moved #${task.number} to ${name}`, {
            boardId,
            run: () => send(task, { taskId: task.id, ...from }, false),
          });
        },
        onError: (error) => {
          notifyRefusal(error, `Moving #${task.number}`);
          announce(
            `Moving #${task.number} ${task.title} was undone. It is back in ${source?.name ?? 'its column'}.`,
          );
        },
      });
    },
    [mutate, announce, boardId],
  );

  return useCallback<BoardStateMoveHandler>(
    (move) => {
      const { tasks: now, states: columns } = latest.current;
      const task = now.find((candidate) => candidate.id === move.taskId);
      if (!task) return;
      const from = columns?.find((state) => state.id === task.state_id);
      const to = columns?.find((state) => state.id === move.stateId);
      if (from && to && !canTransitionCategory(from.category, to.category)) {
        const message = `#${task.number} can't move to ${to.name}; a canceled task only reopens to an unstarted column.`;
        toast.error(message, { id: 'illegal-transition' });
        announce(message);
        return;
      }
      send(task, move, true);
    },
    [send, announce],
  );
}

import type { BoardTaskRow } from '@tandem/api-client';
import { canTransition } from '@tandem/schemas';
import { type BoardMoveHandler, STATUS_LABELS } from '@tandem/ui/board';
import { toast } from '@tandem/ui/feedback';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import { offerUndoOnceSaved, undoLatest, useBoardAnnouncer } from '../../undo/undo-stack';
import { type Place, placeOf } from './place-of';

/** What {@link useMoveTask} returns. */
export interface TaskMover {
  /** The board's `onMove` (and the "Move…" menu's). */
  move: BoardMoveHandler;
  /**
   * Takes back this user's latest move, edit or delete on the board (see `undo-stack`); false
   * when there is none.
   */
  undo: () => boolean;
}

function placeText(place: Place): string {
  return `${STATUS_LABELS[place.status]}, position ${place.index} of ${place.count}`;
}

/**
 * The board's moves: refuses what the status rules forbid before sending (a canceled task only
 * reopens to Todo; packages/schemas/README.md, "Task status"), then moves optimistically; a refusal by the server rolls the card back to
 * the server's state (the mutation does) and says why. Each move is announced politely with
 * the card's old and new place, and offers "Undo" (also Ctrl/Cmd+Z, see the board). The board's
 * live region is lent to the undo history, so undoing an edit or a delete is announced too.
 */
export function useMoveTask(
  tasks: ReadonlyArray<BoardTaskRow>,
  announce: (message: string) => void,
  boardId: string,
): TaskMover {
  const { mutateAsync } = useMutation(useTandemMutations().tasks.move());
  const latest = useRef(tasks);
  latest.current = tasks;
  useBoardAnnouncer(boardId, announce);

  const send = useCallback(
    (task: BoardTaskRow, from: Place, to: Omit<Place, 'index' | 'count'>, undoable: boolean) => {
      const saving = mutateAsync({
        taskId: task.id,
        toStatus: to.status,
        aboveId: to.aboveId,
        belowId: to.belowId,
      });
      saving.then(
        (moved) => {
          const now = placeOf(latest.current, moved);
          announce(
            `Moved #${task.number} ${task.title} from ${placeText(from)} to ${placeText(now)}.`,
          );
        },
        (error: unknown) => {
          notifyRefusal(error, `Moving #${task.number}`);
          announce(
            `Moving #${task.number} ${task.title} was undone. It is back in ${STATUS_LABELS[from.status]}.`,
          );
        },
      );
      if (!undoable) return;
      offerUndoOnceSaved(boardId, saving, (moved) => ({
        message: `Moved #${task.number} to ${STATUS_LABELS[moved.status]}`,
        run: () => moveBackRef.current(task.id, from),
      }));
    },
    [mutateAsync, announce, boardId],
  );

  const move = useCallback<BoardMoveHandler>(
    ({ taskId, toStatus, aboveId, belowId }) => {
      const task = latest.current.find((candidate) => candidate.id === taskId);
      if (!task) return false;
      if (!canTransition(task.status, toStatus)) {
        toast.error(`#${task.number} can't move to ${STATUS_LABELS[toStatus]}`, {
          id: 'illegal-transition',
          description: `A ${STATUS_LABELS[task.status]} task can only be reopened to Todo.`,
        });
        announce(
          `#${task.number} ${task.title} can't move to ${STATUS_LABELS[toStatus]}; it stays in ${STATUS_LABELS[task.status]}.`,
        );
        return false;
      }
      send(task, placeOf(latest.current, task), { status: toStatus, aboveId, belowId }, true);
    },
    [send, announce],
  );

  const moveBack = useCallback(
    (taskId: string, from: Place) => {
      const task = latest.current.find((candidate) => candidate.id === taskId);
      if (!task) return;
      const column = new Set(
        latest.current.filter((other) => other.status === from.status).map((other) => other.id),
      );
      // Neighbours that have left the column meanwhile are dropped: the card goes to the end.
      const aboveId = from.aboveId && column.has(from.aboveId) ? from.aboveId : null;
      const belowId = from.belowId && column.has(from.belowId) ? from.belowId : null;
      send(task, placeOf(latest.current, task), { status: from.status, aboveId, belowId }, false);
    },
    [send],
  );
  const moveBackRef = useRef(moveBack);
  moveBackRef.current = moveBack;
  const undo = useCallback(() => undoLatest(boardId), [boardId]);

  return useMemo(() => ({ move, undo }), [move, undo]);
}

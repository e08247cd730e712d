import type { BoardTaskRow } from '@tandem/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notifyRefusal } from '../../lib/notify-refusal';
import { useTandem } from '../../lib/use-tandem';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import { offerUndoOnceSaved } from '../../undo/undo-stack';

/** "Monday, November 23", or "no due date". */
function dueText(dueDate: string | null): string {
  if (!dueDate) return 'no due date';
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The calendar's `onReschedule`: saves a task's new due date (or none) as an edit of the
 * version on screen, optimistically, announces it, and offers "Undo" (also Ctrl/Cmd+Z on the
 * board), which puts the old date back unless someone changed the task since.
 */
export function useReschedule(
  tasks: ReadonlyArray<BoardTaskRow>,
  announce: (message: string) => void,
): (taskId: string, dueDate: string | null) => void {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(useTandemMutations().tasks.update());
  const latest = useRef(tasks);
  latest.current = tasks;
  return useCallback(
    (taskId, dueDate) => {
      const task = latest.current.find((candidate) => candidate.id === taskId);
      if (!task) return;
      const saving = mutateAsync({
        taskId,
        changes: { dueDate },
        expectedVersion: task.version,
      });
      saving.then(
        () => announce(`Moved #${task.number} ${task.title} to ${dueText(dueDate)}.`),
        (error: unknown) => {
          notifyRefusal(error, `Rescheduling #${task.number}`);
          announce(`#${task.number} ${task.title} stays on ${dueText(task.due_date)}.`);
        },
      );
      // The undo's code (shared with the task panel) loads after the save, not with the board.
      offerUndoOnceSaved(task.board_id, saving, (saved) =>
        import('../../undo/edit-undo').then(({ editUndoOffer }) =>
          editUndoOffer(tandem, queryClient, saved, { dueDate: task.due_date }),
        ),
      );
    },
    [mutateAsync, announce, tandem, queryClient],
  );
}

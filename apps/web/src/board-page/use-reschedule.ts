import type { BoardTaskRow } from '@tandem/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notifyRefusal } from '../lib/notify-refusal';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';

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
  const { mutate } = useMutation(useTandemMutations().tasks.update());
  const latest = useRef(tasks);
  latest.current = tasks;
  return useCallback(
    (taskId, dueDate) => {
      const task = latest.current.find((candidate) => candidate.id === taskId);
      if (!task) return;
      mutate(
        { taskId, changes: { dueDate }, expectedVersion: task.version },
        {
          onSuccess: (saved) => {
            announce(`Moved #${task.number} ${task.title} to ${dueText(dueDate)}.`);
            // The undo's code (shared with the task panel) loads after the save, not with the board.
            void import('../undo/edit-undo').then(({ offerEditUndo }) =>
              offerEditUndo(tandem, queryClient, saved, { dueDate: task.due_date }),
            );
          },
          onError: (error) => {
            notifyRefusal(error, `Rescheduling #${task.number}`);
            announce(`#${task.number} ${task.title} stays on ${dueText(task.due_date)}.`);
          },
        },
      );
    },
    [mutate, announce, tandem, queryClient],
  );
}

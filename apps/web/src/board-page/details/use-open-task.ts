import type { BoardTaskRow } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { useCallback, useRef } from 'react';
import type { BoardSearch } from '../board-search';

/**
 * The task open in the board's panel (the URL's `task`), opening and closing it, and what the
 * board's live binding does when someone else deletes a task (`onTaskDeleted`): if it is the
 * open one, the panel closes and says so.
 */
export function useOpenTask(
  tasks: ReadonlyArray<BoardTaskRow>,
  search: BoardSearch,
  onSearchChange: (change: Partial<BoardSearch>) => void,
) {
  // Read when a card is opened, not rebuilt into a map on every live update.
  const latestTasks = useRef(tasks);
  latestTasks.current = tasks;
  const openTask = search.task ? tasks.find((task) => task.number === search.task) : undefined;

  const closeTask = useCallback(() => onSearchChange({ task: undefined }), [onSearchChange]);
  // The live binding calls the handler of the latest render, so `openTask` is never stale.
  const onTaskDeleted = (taskId: string) => {
    if (taskId !== openTask?.id) return;
    closeTask();
    toast.warning('This task was deleted by someone else.', { id: `deleted-${taskId}` });
  };

  const openByNumber = useCallback(
    (number: number) => onSearchChange({ task: number }),
    [onSearchChange],
  );
  const onOpenTask = useCallback(
    (taskId: string) => {
      const task = latestTasks.current.find((candidate) => candidate.id === taskId);
      if (task) openByNumber(task.number);
    },
    [openByNumber],
  );
  return { openTask, closeTask, openByNumber, onOpenTask, onTaskDeleted };
}

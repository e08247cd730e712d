import type { BoardTaskRow } from '@tandem/api-client';
import { toast } from '@tandem/ui/feedback';
import { useCallback, useRef } from 'react';
import { useBoardLive } from '../live/use-board-live';
import type { BoardSearch } from './board-search';

/**
 * The task open in the board's panel (the URL's `task`), opening and closing it, and the
 * board's live changes: when someone else deletes the open task, the panel closes and says so.
 */
export function useOpenTask(
  boardId: string,
  tasks: ReadonlyArray<BoardTaskRow>,
  search: BoardSearch,
  onSearchChange: (change: Partial<BoardSearch>) => void,
) {
  // Read when a card is opened, not rebuilt into a map on every live update.
  const latestTasks = useRef(tasks);
  latestTasks.current = tasks;
  const openTask = search.task ? tasks.find((task) => task.number === search.task) : undefined;
  const openTaskId = useRef<string | undefined>(undefined);
  openTaskId.current = openTask?.id;

  const closeTask = useCallback(() => onSearchChange({ task: undefined }), [onSearchChange]);
  useBoardLive(boardId, (taskId) => {
    if (taskId !== openTaskId.current) return;
    closeTask();
    toast.warning('This task was deleted by someone else.', { id: `deleted-${taskId}` });
  });

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
  return { openTask, closeTask, openByNumber, onOpenTask };
}

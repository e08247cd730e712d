import type { TaskStatus } from '@tandem/schemas';
import { useEffect } from 'react';
import type { BoardSearch } from './board-search';

/**
 * Answers `?new` (the command palette's "New task"): drops the param and, for someone who may
 * create tasks, opens the dialog on the first column.
 */
export function useNewTaskParam(
  search: BoardSearch,
  onSearchChange: (change: Partial<BoardSearch>) => void,
  create: ((status: TaskStatus) => void) | undefined,
  statuses: ReadonlyArray<TaskStatus>,
): void {
  useEffect(() => {
    if (!search.new) return;
    onSearchChange({ new: undefined });
    create?.(statuses[0] ?? 'backlog');
  }, [search.new, create, statuses, onSearchChange]);
}

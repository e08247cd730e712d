import type { BoardState, TaskStatus } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import { useCallback, useEffect, useState } from 'react';
import type { BoardSearch } from '../board-search';
import { LazyNewTaskDialog } from './lazy-new-task-dialog';

/** What {@link useQuickCreate} needs of the board page. */
export interface QuickCreateOptions {
  boardId: string;
  /** Whether this member may create tasks. */
  canEdit: boolean;
  /** The columns shown, by status: `c` starts in the first. */
  statuses: ReadonlyArray<TaskStatus>;
  /** The board's workflow states, once loaded: a column's "+" then names its state. */
  states: ReadonlyArray<BoardState> | undefined;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  people: ReadonlyMap<string, BoardPerson>;
  onOpenTask: (number: number) => void;
}

/**
 * The board's quick create: `c`, the header's button and `?new` open the dialog in the first
 * column shown; a column's "+" opens it in that column, an added state ("QA") included, and
 * keeps it open for card after card.
 */
export function useQuickCreate(options: QuickCreateOptions) {
  const { boardId, canEdit, statuses, states, search, onSearchChange } = options;
  const [creating, setCreating] = useState<{
    status: TaskStatus;
    stateId?: string;
    /** Opened by a column's "+": it stays open for the next card. */
    fromColumn?: boolean;
  } | null>(null);
  const createFirst = useCallback(
    () => setCreating({ status: statuses[0] ?? 'backlog' }),
    [statuses],
  );

  useEffect(() => {
    if (!search.new) return;
    onSearchChange({ new: undefined });
    if (canEdit) createFirst();
  }, [search.new, canEdit, createFirst, onSearchChange]);

  const onCreateTask = (status: TaskStatus, columnId: string) =>
    setCreating({ status, stateId: states ? columnId : undefined, fromColumn: true });
  const dialog = canEdit ? (
    <LazyNewTaskDialog
      open={creating !== null}
      onOpenChange={(open) => (open ? undefined : setCreating(null))}
      boardId={boardId}
      status={creating?.status ?? 'backlog'}
      states={states}
      stateId={creating?.stateId}
      people={options.people}
      onOpenTask={options.onOpenTask}
      keepOpen={creating?.fromColumn}
    />
  ) : null;
  return {
    createFirst: canEdit ? createFirst : undefined,
    onCreateTask: canEdit ? onCreateTask : undefined,
    dialog,
  };
}

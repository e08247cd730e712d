import type { BoardTaskRow } from '@tandem/api-client';
import type { TaskStatus } from '@tandem/schemas';
import {
  type BoardColumnSpec,
  type BoardPerson,
  type BoardStateMoveHandler,
  type BoardTask,
  formatListSort,
  parseListSort,
  statusColumns,
  TaskList,
  type TaskListGroup,
  type TaskListSelection,
  type TaskListSort,
  taskListOrder,
} from '@tandem/ui/board';
import { useCallback, useMemo } from 'react';
import { onFirstCall } from '../../lib/on-first-call';
import type { BoardSearch } from '../board-search';
import { useBulkSelection } from '../bulk/use-bulk-selection';
import { useListEdits } from './use-list-edits';

/** Props of {@link ListView}. */
export interface ListViewProps {
  boardId: string;
  boardName: string;
  /** The cards the filters and search show. */
  cards: ReadonlyArray<BoardTask>;
  /** The statuses shown (the canceled ones only when asked for). */
  statuses: ReadonlyArray<TaskStatus>;
  /** The board's workflow states the status filter shows; `undefined` while loading. */
  columns: ReadonlyArray<BoardColumnSpec> | undefined;
  loading: boolean;
  /** The board's task rows, which edits are based on. */
  tasks: ReadonlyArray<BoardTaskRow>;
  people: ReadonlyMap<string, BoardPerson>;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  onOpenTask: (taskId: string) => void;
  /** Moves a task to another state; without it (viewers) the list is read-only. */
  moveToState: BoardStateMoveHandler | undefined;
  /** Tells screen readers what changed ("3 tasks selected."). */
  announce: (message: string) => void;
}

/**
 * The board as a list: the same filtered cards and states as the board, sorted and grouped as
 * the URL says (`sort`, `group`), so a link opens the same list; cells are edited in place,
 * and members select rows for a bulk edit, ranges following the list's order.
 */
export function ListView({
  boardId,
  boardName,
  cards,
  statuses,
  columns,
  loading,
  tasks,
  people,
  search,
  onSearchChange,
  onOpenTask,
  moveToState,
  announce,
}: ListViewProps) {
  const shown = useMemo(
    () => cards.filter((card) => statuses.includes(card.status)),
    [cards, statuses],
  );
  const states = useMemo(() => columns ?? statusColumns(statuses), [columns, statuses]);
  const members = useMemo(
    () => [...people.values()].sort((a, b) => a.name.localeCompare(b.name)),
    [people],
  );
  const onSortChange = useCallback(
    (sort: TaskListSort | null) => onSearchChange({ sort: formatListSort(sort) }),
    [onSearchChange],
  );
  const onGroupChange = useCallback(
    (group: TaskListGroup | null) => onSearchChange({ group: group ?? undefined }),
    [onSearchChange],
  );
  const onEdit = useListEdits(tasks, moveToState ?? ignore);
  const sort = useMemo(() => parseListSort(search.sort), [search.sort]);
  const group = search.group ?? null;
  // Worked out only while tasks are selected (the list sorts what it shows by itself).
  const order = useMemo(
    () => onFirstCall(() => taskListOrder(shown, states, sort, group)),
    [shown, states, sort, group],
  );
  const bulk = useBulkSelection({ boardId, order, columns, tasks, announce });
  const { selectedIds, select, selectAll, clear } = bulk.selection;
  const selection = useMemo<TaskListSelection | undefined>(
    () =>
      bulk.canEdit
        ? { selectedIds, onSelect: select, onSelectAll: selectAll, onClear: clear }
        : undefined,
    [bulk.canEdit, selectedIds, select, selectAll, clear],
  );
  return (
    <>
      <TaskList
        aria-label={`${boardName} list`}
        tasks={shown}
        columns={states}
        people={members}
        sort={sort}
        onSortChange={onSortChange}
        group={group}
        onGroupChange={onGroupChange}
        onOpenTask={onOpenTask}
        onEdit={moveToState ? onEdit : undefined}
        selection={selection}
        loading={loading}
      />
      {bulk.bar}
    </>
  );
}

function ignore(): void {}

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
  type TaskListSort,
} from '@tandem/ui/board';
import { useCallback, useMemo } from 'react';
import type { BoardSearch } from './board-search';
import { useListEdits } from './use-list-edits';

/** Props of {@link ListView}. */
export interface ListViewProps {
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
}

/**
 * The board as a list: the same filtered cards and states as the board, sorted and grouped as
 * the URL says (`sort`, `group`), so a link opens the same list; cells are edited in place.
 */
export function ListView({
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
  return (
    <TaskList
      aria-label={`${boardName} list`}
      tasks={shown}
      columns={states}
      people={members}
      sort={sort}
      onSortChange={onSortChange}
      group={search.group ?? null}
      onGroupChange={onGroupChange}
      onOpenTask={onOpenTask}
      onEdit={moveToState ? onEdit : undefined}
      loading={loading}
    />
  );
}

function ignore(): void {}

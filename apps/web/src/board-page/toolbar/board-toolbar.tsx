import { type BoardState, TASK_PRIORITIES } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import {
  type BoardPerson,
  columnStatus,
  FilterBar,
  FilterMenu,
  LabelColorDot,
  PRIORITY_LABELS,
  PriorityIcon,
  StatusIcon,
} from '@tandem/ui/board';
import { SearchField } from '@tandem/ui/forms';
import { X } from 'lucide-react';
import { memo, type ReactNode, type Ref, useEffect, useState } from 'react';
import { type BoardSearch, isFiltered, NO_FILTERS, UNASSIGNED } from '../board-search';
import { chosenColumns, toColumn } from './column-filter';
import type { FilterLabel } from './use-board-labels';

/** Props of {@link BoardToolbar}. */
export interface BoardToolbarProps {
  search: BoardSearch;
  /** Merges a change into the URL's search params. */
  onSearchChange: (change: Partial<BoardSearch>) => void;
  /** The workspace's members, for the assignee filter. */
  people: ReadonlyMap<string, BoardPerson>;
  /** The workspace's labels (and any on the board's tasks), for the label filter. */
  labels: ReadonlyArray<FilterLabel>;
  /** The board's columns (workflow states), for the Status filter; none until loaded. */
  states: ReadonlyArray<BoardState> | undefined;
  /** The search field, which `/` focuses. */
  searchRef: Ref<HTMLInputElement>;
  /** The saved views' menu, first in the row: it sets every filter at once. */
  views?: ReactNode;
}

/**
 * Saved views, search and filters of the board, all held in the URL: search (debounced),
 * status (the board's own columns), priority, assignee, label and due date, "Clear", and the
 * canceled column toggle.
 * Memoised: a live update of the board's tasks leaves it alone.
 */
export const BoardToolbar = memo(function BoardToolbar({
  search,
  onSearchChange,
  people,
  labels,
  states,
  searchRef,
  views,
}: BoardToolbarProps) {
  return (
    <>
      <BoardSearchField query={search.q} onSearchChange={onSearchChange} searchRef={searchRef} />
      <FilterBar>
        {views ? (
          <>
            {views}
            <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-border-strong" />
          </>
        ) : null}
        <FilterMenu
          name="Status"
          multiple
          value={chosenColumns(states ?? [], search)}
          onChange={(state) =>
            onSearchChange({ state: state.length ? state : undefined, status: undefined })
          }
          choices={stateChoices(states ?? [])}
        />
        <FilterMenu
          name="Priority"
          multiple
          value={search.priority ?? []}
          onChange={(priority) =>
            onSearchChange({
              priority: priority.length ? (priority as BoardSearch['priority']) : undefined,
            })
          }
          choices={PRIORITY_CHOICES}
        />
        <FilterMenu
          name="Assignee"
          value={search.assignee}
          onChange={(assignee) => onSearchChange({ assignee })}
          choices={assigneeChoices(people)}
        />
        <FilterMenu
          name="Label"
          value={search.label}
          onChange={(label) => onSearchChange({ label })}
          choices={labelChoices(labels)}
        />
        <FilterMenu
          name="Due"
          value={search.due}
          onChange={(due) => onSearchChange({ due: due as BoardSearch['due'] })}
          choices={DUE_CHOICES}
        />
        {isFiltered(search) ? (
          <Button size="sm" variant="ghost" onClick={() => onSearchChange(NO_FILTERS)}>
            <X aria-hidden="true" /> Clear
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={Boolean(search.canceled)}
          aria-label="Show canceled tasks"
          className="ms-auto"
          onClick={() => onSearchChange({ canceled: search.canceled ? undefined : true })}
        >
          <StatusIcon status="canceled" /> Canceled
        </Button>
      </FilterBar>
    </>
  );
});

/** How long typing pauses before the search goes into the URL (and to the server). */
const SEARCH_DELAY_MS = 250;

/** Props of {@link BoardSearchField}. */
interface BoardSearchFieldProps {
  /** The search in the URL. */
  query: string | undefined;
  /** Merges a change into the URL's search params. */
  onSearchChange: (change: Partial<BoardSearch>) => void;
  /** The field, which `/` focuses. */
  searchRef: Ref<HTMLInputElement>;
}

/**
 * The board's search: what is typed goes into the URL once typing pauses, or at once on
 * Enter; Escape leaves the field. The URL wins when it changes from elsewhere (back button,
 * "Clear").
 */
function BoardSearchField({ query, onSearchChange, searchRef }: BoardSearchFieldProps) {
  const [text, setText] = useState(query ?? '');
  useEffect(() => setText(query ?? ''), [query]);
  useEffect(() => {
    if (text.trim() === (query ?? '')) return;
    const timer = setTimeout(
      () => onSearchChange({ q: text.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, query, onSearchChange]);
  return (
    <SearchField
      ref={searchRef}
      label="Search tasks"
      shortcut="/"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearchChange({ q: text.trim() || undefined });
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
    />
  );
}

/** The Due filter's choices. */
const DUE_CHOICES = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'week', label: 'Due this week' },
  { value: 'none', label: 'No due date' },
];

/** The Priority filter's choices, most urgent first. */
const PRIORITY_CHOICES = [...TASK_PRIORITIES].reverse().map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
  icon: <PriorityIcon priority={priority} labelled={false} />,
}));

/** The Status filter's choices: the board's own columns, each with its status's icon. */
function stateChoices(states: ReadonlyArray<BoardState>) {
  return states.map((state) => {
    const column = toColumn(state);
    return {
      value: column.id,
      label: column.name,
      icon: <StatusIcon status={columnStatus(column)} />,
    };
  });
}

/** The Assignee filter's choices: "Unassigned", then the workspace's members. */
function assigneeChoices(people: ReadonlyMap<string, BoardPerson>) {
  return [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...[...people.values()].map((person) => ({ value: person.id, label: person.name })),
  ];
}

/** The Label filter's choices, each with its colour. */
function labelChoices(labels: ReadonlyArray<FilterLabel>) {
  return labels.map(({ name, color }) => ({
    value: name,
    label: name,
    icon: color ? <LabelColorDot color={color} /> : undefined,
  }));
}

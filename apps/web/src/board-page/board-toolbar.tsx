import { TASK_PRIORITIES, TASK_STATUSES } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import {
  type BoardPerson,
  FilterBar,
  FilterMenu,
  LabelColorDot,
  PRIORITY_LABELS,
  PriorityIcon,
  STATUS_LABELS,
  StatusIcon,
} from '@tandem/ui/board';
import { SearchField } from '@tandem/ui/forms';
import { X } from 'lucide-react';
import { memo, type Ref, useEffect, useState } from 'react';
import { type BoardSearch, isFiltered, NO_FILTERS, UNASSIGNED } from './board-search';
import type { FilterLabel } from './use-board-labels';
import { ViewSwitch } from './view-switch';

const DUE_CHOICES = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'week', label: 'Due this week' },
  { value: 'none', label: 'No due date' },
];

/** How long typing pauses before the search goes into the URL (and to the server). */
const SEARCH_DELAY_MS = 250;

/** Props of {@link BoardToolbar}. */
export interface BoardToolbarProps {
  search: BoardSearch;
  /** Merges a change into the URL's search params. */
  onSearchChange: (change: Partial<BoardSearch>) => void;
  /** The workspace's members, for the assignee filter. */
  people: ReadonlyMap<string, BoardPerson>;
  /** The workspace's labels (and any on the board's tasks), for the label filter. */
  labels: ReadonlyArray<FilterLabel>;
  /** The search field, which `/` focuses. */
  searchRef: Ref<HTMLInputElement>;
}

/**
 * Search and filters of the board, all held in the URL: search (debounced), status, priority,
 * assignee, label and due date, "Clear", and the canceled column toggle. Memoised: a live
 * update of the board's tasks leaves it alone.
 */
export const BoardToolbar = memo(function BoardToolbar({
  search,
  onSearchChange,
  people,
  labels,
  searchRef,
}: BoardToolbarProps) {
  const [text, setText] = useState(search.q ?? '');
  // The URL wins when it changes from elsewhere (back button, "Clear").
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    if (text.trim() === (search.q ?? '')) return;
    const timer = setTimeout(
      () => onSearchChange({ q: text.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, onSearchChange]);

  return (
    <>
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
      <FilterBar>
        <FilterMenu
          name="Status"
          multiple
          value={search.status ?? []}
          onChange={(status) =>
            onSearchChange({
              status: status.length ? (status as BoardSearch['status']) : undefined,
            })
          }
          choices={TASK_STATUSES.map((status) => ({
            value: status,
            label: STATUS_LABELS[status],
            icon: <StatusIcon status={status} />,
          }))}
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
          choices={[...TASK_PRIORITIES].reverse().map((priority) => ({
            value: priority,
            label: PRIORITY_LABELS[priority],
            icon: <PriorityIcon priority={priority} labelled={false} />,
          }))}
        />
        <FilterMenu
          name="Assignee"
          value={search.assignee}
          onChange={(assignee) => onSearchChange({ assignee })}
          choices={[
            { value: UNASSIGNED, label: 'Unassigned' },
            ...[...people.values()].map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
        <FilterMenu
          name="Label"
          value={search.label}
          onChange={(label) => onSearchChange({ label })}
          choices={labels.map(({ name, color }) => ({
            value: name,
            label: name,
            icon: color ? <LabelColorDot color={color} /> : undefined,
          }))}
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
      <ViewSwitch view={search.view} onSearchChange={onSearchChange} />
    </>
  );
});

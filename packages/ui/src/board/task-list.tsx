// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import * as React from 'react';
import { TASK_STATUSES } from '../domain/schemas';
import type { BoardPerson, BoardTask } from './board-task';
import { type BoardColumnSpec, statusColumns } from './column-spec';
import { TaskListBar } from './task-list-bar';
import { TaskListBody } from './task-list-body';
import type { TaskListEdit } from './task-list-cell';
import { TaskListHeader } from './task-list-header';
import { LoadingRows } from './task-list-loading';
import { nextSort, type TaskListGroup, type TaskListSort } from './task-list-model';
import { useCellContext } from './use-cell-context';
import { useListChoices } from './use-list-choices';
import { useListGrid } from './use-list-grid';
import { useListLayout } from './use-list-layout';
import { useListRows } from './use-list-rows';
import { type TaskListSelection, useListSelection } from './use-list-selection';

/** Props of {@link TaskList}. */
export interface TaskListProps {
  /** The tasks to list (already filtered); their order comes from `sort`. */
  tasks: ReadonlyArray<BoardTask>;
  /** The board's states, in board order. @default the six statuses */
  columns?: ReadonlyArray<BoardColumnSpec>;
  /** Who a task can be assigned to. @default none: only "Unassigned" */
  people?: ReadonlyArray<BoardPerson>;
  /** The order; `null`: board order. Controlled when given. */
  sort?: TaskListSort | null;
  onSortChange?: (sort: TaskListSort | null) => void;
  /** What rows are grouped by; `null`: no groups. Controlled when given. */
  group?: TaskListGroup | null;
  onGroupChange?: (group: TaskListGroup | null) => void;
  /** Called with a task's id when it is opened (Enter, a click on its title or row). */
  onOpenTask?: (taskId: string) => void;
  /** Saves a cell's change; without it the list is read-only. */
  onEdit?: (taskId: string, edit: TaskListEdit) => void;
  /** "Now", for due dates. */
  now?: Date;
  /**
   * Rows can be selected for a bulk edit: a checkbox column comes first, its header selecting
   * every task shown. Without it (viewers) there is no checkbox column.
   */
  selection?: TaskListSelection;
  /** Show placeholder rows. @default false */
  loading?: boolean;
  /** The grid's name ("Website list"). */
  'aria-label': string;
}

const STATUS_STATES = statusColumns(TASK_STATUSES);
const NOBODY: ReadonlyArray<BoardPerson> = [];
const NOTHING = () => undefined;
/**
 * A board's tasks as a list (a grid): number, title, state, priority, assignee, labels, due
 * and updated; sorted by any column and grouped by state, assignee or priority; cells edited
 * in place; arrow keys move between cells and Enter opens a task. Only the rows on screen are
 * rendered, so 5,000 tasks scroll smoothly. On a phone it keeps six columns, icons for three.
 * With `selection`, rows are selected for a bulk edit by their checkboxes, `x`, Ctrl/Cmd+click
 * and Shift+click.
 */
export function TaskList({
  tasks,
  columns = STATUS_STATES,
  people = NOBODY,
  onOpenTask = NOTHING,
  onEdit,
  now,
  loading = false,
  selection,
  'aria-label': ariaLabel,
  ...choices
}: TaskListProps) {
  const { sort, group, setSort, setGroup } = useListChoices(choices);
  const scroller = React.useRef<HTMLDivElement>(null);
  const layout = useListLayout(scroller, selection !== undefined);
  const { rows, taskIds } = useListRows(tasks, columns, sort, group);
  const { selectedIds, onSelect, selectAll } = useListSelection(taskIds, selection);
  const { nav, virtualizer, items, tabbableRow } = useListGrid(scroller, rows, taskIds, layout);
  const ctx = useCellContext({
    states: columns,
    people,
    now,
    compact: layout.compact,
    onOpen: onOpenTask,
    onEdit,
    onSelect,
  });

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <TaskListBar group={group} onGroupChange={setGroup} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 scroll-pt-8 overflow-auto rounded-lg border border-border bg-surface"
      >
        <div
          role="grid"
          aria-label={ariaLabel}
          aria-rowcount={rows.length + 1}
          aria-colcount={layout.columns.length}
          aria-multiselectable={selection ? true : undefined}
          aria-busy={loading || undefined}
          className="text-sm"
          style={{ minWidth: layout.minWidth }}
        >
          <TaskListHeader
            columns={layout.columns}
            template={layout.template}
            sort={sort}
            compact={layout.compact}
            onSort={(column) => setSort(nextSort(sort, column))}
            tabbableCol={tabbableRow === null ? nav.active.col : null}
            onCellKeyDown={nav.onCellKeyDown}
            onCellFocus={nav.onCellFocus}
            selectAll={selectAll}
          />
          {loading ? (
            <LoadingRows />
          ) : (
            <TaskListBody
              rows={rows}
              items={items}
              totalSize={virtualizer.getTotalSize()}
              layout={layout}
              tabbableRow={tabbableRow}
              nav={nav}
              ctx={ctx}
              selectedIds={selectedIds}
            />
          )}
        </div>
        {!loading && rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-muted text-sm">No tasks yet.</p>
        ) : null}
      </div>
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import { useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import { TASK_STATUSES } from '../domain/schemas';
import { Skeleton } from '../feedback/skeleton';
import type { BoardPerson, BoardTask } from './board-task';
import { type BoardColumnSpec, statusColumns } from './column-spec';
import { TaskListBar } from './task-list-bar';
import { TaskListBody } from './task-list-body';
import type { CellContext, TaskListEdit } from './task-list-cell';
import { TaskListHeader } from './task-list-header';
import { COMPACT_ROW_HEIGHT, layoutFor, ROW_HEIGHT } from './task-list-layout';
import {
  listRows,
  nextSort,
  type TaskListGroup,
  type TaskListSort,
  taskIdsOf,
} from './task-list-model';
import { useElementWidth } from './use-element-width';
import { useGridFocus } from './use-grid-focus';
import { useGridNavigation } from './use-grid-navigation';
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
  const [ownSort, setOwnSort] = React.useState<TaskListSort | null>(null);
  const [ownGroup, setOwnGroup] = React.useState<TaskListGroup | null>(null);
  const sort = choices.sort !== undefined ? choices.sort : ownSort;
  const group = choices.group !== undefined ? choices.group : ownGroup;
  const setSort = choices.onSortChange ?? setOwnSort;
  const setGroup = choices.onGroupChange ?? setOwnGroup;

  const scroller = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(scroller);
  const selectable = selection !== undefined;
  // One layout per width: its columns are a prop of every memoised row.
  const layout = React.useMemo(() => layoutFor(width, selectable), [width, selectable]);
  const rows = React.useMemo(
    () => listRows(tasks, columns, sort, group),
    [tasks, columns, sort, group],
  );
  const taskIds = React.useMemo(() => taskIdsOf(rows), [rows]);
  const { selectedIds, onSelect, selectAll } = useListSelection(taskIds, selection);
  const nav = useGridNavigation(taskIds, layout.columns.length);
  const rowHeight = layout.compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    // Group headings keep the desktop height; a phone's stacked task rows are taller.
    estimateSize: (index) => (rows[index]?.kind === 'group' ? ROW_HEIGHT : rowHeight),
    overscan: 10,
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'task' ? row.task.id : `group:${row?.key}`;
    },
  });
  const items = virtualizer.getVirtualItems();
  const tabbableRow = useGridFocus(scroller, nav, rows, items, virtualizer);

  const [today] = React.useState(() => new Date());
  const ctx = React.useMemo<CellContext>(
    () => ({
      states: columns,
      people,
      now: now ?? today,
      compact: layout.compact,
      onOpen: onOpenTask,
      onEdit,
      onSelect,
    }),
    [columns, people, now, today, layout.compact, onOpenTask, onEdit, onSelect],
  );

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

function LoadingRows() {
  return (
    <div className="flex flex-col gap-3 p-3">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import { ArrowDown, ArrowUp } from 'lucide-react';
import type * as React from 'react';
import { Fragment } from 'react';
import { cn } from '../foundations/cn';
import { SELECT_COLUMN, type TaskListLayoutColumn } from './task-list-layout';
import type { CellFocusProps } from './task-list-menu-cell';
import { COLUMN_NAMES, type TaskListColumn, type TaskListSort } from './task-list-model';
import { SelectAllCell, type SelectAllCellProps } from './task-list-select-cell';
import { cellKey, type GridPosition } from './use-grid-navigation';

/** Props of {@link TaskListHeader}. */
export interface TaskListHeaderProps {
  columns: ReadonlyArray<TaskListLayoutColumn>;
  template: string;
  sort: TaskListSort | null;
  /** On a phone the header is a strip of sort buttons over the stacked rows. */
  compact: boolean;
  /** Sorts by a column (the header was clicked, or Enter or Space pressed on it). */
  onSort: (column: TaskListColumn) => void;
  /** The header's column that is the grid's tab stop, or `null`. */
  tabbableCol: number | null;
  onCellKeyDown: (event: React.KeyboardEvent, at: GridPosition) => void;
  onCellFocus: (at: GridPosition) => void;
  /** The checkbox column's header, while rows can be selected. */
  selectAll?: Omit<SelectAllCellProps, 'focus'>;
}

function ariaSort(sort: TaskListSort | null, column: TaskListColumn) {
  if (sort?.column !== column) return 'none';
  return sort.descending ? 'descending' : 'ascending';
}

/**
 * The list's header row, sticky above the rows: one button per column that sorts by it
 * (ascending, descending, then board order again), its state in `aria-sort`.
 */
export function TaskListHeader({
  columns,
  template,
  sort,
  compact,
  onSort,
  tabbableCol,
  onCellKeyDown,
  onCellFocus,
  selectAll,
}: TaskListHeaderProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10 bg-canvas">
      <div
        role="row"
        aria-rowindex={1}
        className={cn(
          'items-center border-border border-b px-2',
          // On a phone the rows stack their fields, so the header is no row of column titles
          // but a strip of "Sort by" chips that scrolls sideways.
          compact ? 'flex h-10 gap-1 overflow-x-auto' : 'grid h-8',
        )}
        style={compact ? undefined : { gridTemplateColumns: template }}
      >
        {columns.map((column, col) => {
          const at = { row: null, col };
          const focus = {
            'data-cell': cellKey(at),
            tabIndex: tabbableCol === col ? 0 : -1,
            onFocus: () => onCellFocus(at),
            onKeyDown: (event: React.KeyboardEvent) => onCellKeyDown(event, at),
          };
          if (column === SELECT_COLUMN) {
            return (
              <div
                key={column}
                role="columnheader"
                aria-colindex={col + 1}
                className={compact ? 'h-full w-8 shrink-0' : 'h-full'}
              >
                {selectAll ? <SelectAllCell {...selectAll} focus={focus} /> : null}
              </div>
            );
          }
          const firstSortable = compact && col === columns.findIndex((c) => c !== SELECT_COLUMN);
          return (
            <Fragment key={column}>
              {firstSortable ? (
                <span aria-hidden="true" className="shrink-0 px-1 text-muted text-xs">
                  Sort by
                </span>
              ) : null}
              <SortColumnHeader
                column={column}
                col={col}
                sort={sort}
                compact={compact}
                focus={focus}
                onSort={onSort}
              />
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

/** Props of {@link SortColumnHeader}. */
interface SortColumnHeaderProps {
  column: TaskListColumn;
  /** Its 0-based column. */
  col: number;
  sort: TaskListSort | null;
  compact: boolean;
  focus: CellFocusProps;
  onSort: (column: TaskListColumn) => void;
}

/** A column's header: the button that sorts by it, its arrow showing the direction. */
function SortColumnHeader({ column, col, sort, compact, focus, onSort }: SortColumnHeaderProps) {
  const sorted = sort?.column === column;
  const Arrow = sort?.descending ? ArrowDown : ArrowUp;
  return (
    <div
      role="columnheader"
      aria-colindex={col + 1}
      aria-sort={ariaSort(sort, column)}
      className={compact ? 'h-7 shrink-0' : 'h-full min-w-0 py-0.5'}
    >
      <button
        type="button"
        {...focus}
        onClick={() => onSort(column)}
        className={cn(
          'flex h-full w-full min-w-0 items-center gap-1 px-2 text-start font-medium text-muted text-xs outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:ring-inset',
          compact ? 'rounded-full border border-border px-2.5' : 'rounded-md',
          sorted && 'text-fg',
          sorted && compact && 'border-accent bg-accent-subtle',
        )}
      >
        {column === 'number' ? <span aria-hidden="true">#</span> : null}
        <span className={cn('truncate', column === 'number' && 'sr-only')}>
          {COLUMN_NAMES[column]}
        </span>
        {sorted ? <Arrow aria-hidden="true" className="size-3 shrink-0" /> : null}
      </button>
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import type * as React from 'react';
import { Checkbox } from '../forms/checkbox';
import type { TaskSelectMode } from './board-selection';
import type { BoardTask } from './board-task';
import type { CellContext } from './task-list-cell';
import { SELECT_COLUMN } from './task-list-layout';
import type { CellFocusProps } from './task-list-menu-cell';

/** Props of {@link SelectRowCell}. */
export interface SelectRowCellProps {
  /** Names the checkbox: "Select <title>". */
  title: string;
  selected: boolean;
  /** Asks to toggle the row, or (Shift+click) to select the range up to it. */
  onSelect: (mode: TaskSelectMode) => void;
  focus: CellFocusProps;
}

/** What a click on a checkbox asks for: Shift makes a range, anything else a toggle. */
function modeOf(event: React.MouseEvent): TaskSelectMode {
  return event.shiftKey ? 'range' : 'toggle';
}

/**
 * A row's checkbox (bulk edit). Space or a click toggles the row; the click's default is
 * prevented because the selection, not the checkbox, holds the state.
 */
export function SelectRowCell({ title, selected, onSelect, focus }: SelectRowCellProps) {
  return (
    <div data-select="" className="flex h-full items-center justify-center">
      <Checkbox
        {...focus}
        aria-label={`Select ${title}`}
        checked={selected}
        className="size-[1.125rem]"
        onClick={(event) => {
          event.preventDefault();
          onSelect(modeOf(event));
        }}
      />
    </div>
  );
}

/** Props of {@link SelectAllCell}. */
export interface SelectAllCellProps {
  /** Every row selected, some (`indeterminate`), or none. */
  checked: boolean | 'indeterminate';
  /** Selects every task the list shows, or clears the selection when all are selected. */
  onToggle: () => void;
  focus: CellFocusProps;
}

/** The header's checkbox: "Select all matching tasks", mixed while some rows are selected. */
export function SelectAllCell({ checked, onToggle, focus }: SelectAllCellProps) {
  return (
    <div className="flex h-full items-center justify-center">
      <Checkbox
        {...focus}
        aria-label="Select all matching tasks"
        checked={checked}
        className="size-[1.125rem]"
        onClick={(event) => {
          event.preventDefault();
          onToggle();
        }}
      />
    </div>
  );
}

/** Props of {@link SelectGridCell}. */
export interface SelectGridCellProps {
  /** The cell's 0-based column. */
  col: number;
  task: BoardTask;
  selected: boolean;
  ctx: CellContext;
  focus: CellFocusProps;
}

/** The grid cell of a row's checkbox: empty while rows cannot be selected. */
export function SelectGridCell({ col, task, selected, ctx, focus }: SelectGridCellProps) {
  const { onSelect } = ctx;
  return (
    <div
      role="gridcell"
      aria-colindex={col + 1}
      className="h-full"
      style={ctx.compact ? { gridArea: SELECT_COLUMN } : undefined}
    >
      {onSelect ? (
        <SelectRowCell
          title={task.title}
          selected={selected}
          onSelect={(mode) => onSelect(task.id, mode)}
          focus={focus}
        />
      ) : null}
    </div>
  );
}

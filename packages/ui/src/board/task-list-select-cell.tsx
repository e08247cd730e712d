import type * as React from 'react';
import { Checkbox } from '../forms/checkbox';
import type { TaskSelectMode } from './board-selection';
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

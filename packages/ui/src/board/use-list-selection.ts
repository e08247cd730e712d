import * as React from 'react';
import type { TaskSelectHandler } from './board-selection';
import type { SelectAllCellProps } from './task-list-select-cell';
import { useLatestCallback } from './use-latest-callback';

/** A list's selection of rows (bulk edit), kept by the app in the list's order. */
export interface TaskListSelection {
  selectedIds: ReadonlySet<string>;
  /** A row asks to be toggled (its checkbox, `x`, Ctrl/Cmd+click) or for a range (Shift+click). */
  onSelect: TaskSelectHandler;
  /** The header's "Select all matching tasks": every task the list shows. */
  onSelectAll: () => void;
  /** The header's checkbox when every row is selected. */
  onClear: () => void;
}

const NONE_SELECTED: ReadonlySet<string> = new Set();

/** The header checkbox's state: every one of `taskIds` selected, some, or none. */
function selectAllState(
  taskIds: ReadonlyArray<string>,
  selectedIds: ReadonlySet<string>,
): boolean | 'indeterminate' {
  if (selectedIds.size === 0 || taskIds.length === 0) return false;
  const count = taskIds.reduce((sum, id) => sum + (selectedIds.has(id) ? 1 : 0), 0);
  if (count === 0) return false;
  return count === taskIds.length ? true : 'indeterminate';
}

/** What a list's rows and header need of its selection. */
export interface ListSelectionParts {
  selectedIds: ReadonlySet<string>;
  /** Stable, so a change of selection redraws only the rows whose own flag flips. */
  onSelect: TaskSelectHandler | undefined;
  /** The header checkbox; absent while rows cannot be selected. */
  selectAll: Omit<SelectAllCellProps, 'focus'> | undefined;
}

/** The parts of a list's `selection` its rows and header draw, over the rows it shows. */
export function useListSelection(
  taskIds: ReadonlyArray<string>,
  selection: TaskListSelection | undefined,
): ListSelectionParts {
  const selectedIds = selection?.selectedIds ?? NONE_SELECTED;
  const checked = React.useMemo(() => selectAllState(taskIds, selectedIds), [taskIds, selectedIds]);
  const onSelect = useLatestCallback(selection?.onSelect);
  const selectAll = selection
    ? { checked, onToggle: checked === true ? selection.onClear : selection.onSelectAll }
    : undefined;
  return { selectedIds, onSelect, selectAll };
}

import type * as React from 'react';
import { isSelectKey } from './board-selection';
import type { CellContext } from './task-list-cell';
import type { CellFocusProps } from './task-list-menu-cell';
import { cellKey, type GridPosition } from './use-grid-navigation';

/** The grid's handlers of a cell's focus and keys. */
export interface CellNavigation {
  onCellFocus: (at: GridPosition) => void;
  onCellKeyDown: (event: React.KeyboardEvent, at: GridPosition) => void;
}

/**
 * The focus props of a task's cell: the one tab stop when `tabbable`; `x` toggles the row's
 * selection (while rows can be selected), Enter opens the task unless a button has focus,
 * and other keys go to the grid's navigation.
 */
export function cellFocus(
  taskId: string,
  col: number,
  tabbable: boolean,
  ctx: CellContext,
  { onCellFocus, onCellKeyDown }: CellNavigation,
): CellFocusProps {
  const at = { row: taskId, col };
  const { onSelect } = ctx;
  return {
    'data-cell': cellKey(at),
    tabIndex: tabbable ? 0 : -1,
    onFocus: () => onCellFocus(at),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (onSelect && isSelectKey(event) && event.target === event.currentTarget) {
        event.preventDefault();
        onSelect(taskId, 'toggle');
        return;
      }
      const plain = !(event.target instanceof HTMLButtonElement);
      if (event.key === 'Enter' && plain) ctx.onOpen(taskId);
      else onCellKeyDown(event, at);
    },
  };
}

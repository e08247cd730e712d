import * as React from 'react';

/** A cell of a task list: its task (`null`: the header row) and column index. */
export interface GridPosition {
  row: string | null;
  col: number;
}

/** The `data-cell` key of a cell, by which focus finds it. */
export function cellKey({ row, col }: GridPosition): string {
  return `${row ?? 'header'}:${col}`;
}

/** Rows PageUp and PageDown move by. */
const PAGE_ROWS = 10;

/** Where a key moves the active cell, or `null` when the key is not a move. */
export function movedBy(
  key: string,
  ctrl: boolean,
  at: GridPosition,
  rows: ReadonlyArray<string>,
  colCount: number,
): GridPosition | null {
  // The header is row -1, above the first task.
  const index = at.row === null ? -1 : rows.indexOf(at.row);
  const rowAt = (next: number): string | null =>
    next < 0 ? null : (rows[Math.min(next, rows.length - 1)] ?? null);
  const lastCol = colCount - 1;
  switch (key) {
    case 'ArrowDown':
      return { row: rowAt(index + 1), col: at.col };
    case 'ArrowUp':
      return { row: rowAt(index - 1), col: at.col };
    case 'PageDown':
      return { row: rowAt(index + PAGE_ROWS), col: at.col };
    case 'PageUp':
      return { row: rowAt(Math.max(index - PAGE_ROWS, 0)), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(at.col + 1, lastCol) };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(at.col - 1, 0) };
    case 'Home':
      return ctrl ? { row: rowAt(0), col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: rowAt(rows.length - 1), col: lastCol } : { row: at.row, col: lastCol };
    default:
      return null;
  }
}

/** What {@link useGridNavigation} returns. */
export interface GridNavigation {
  /** The cell that is the grid's tab stop. */
  active: GridPosition;
  /** Handles the arrow, Home/End and Page keys on a cell; other keys pass through. */
  onCellKeyDown: (event: React.KeyboardEvent, at: GridPosition) => void;
  /** Makes a cell the tab stop (it was clicked or focused). */
  onCellFocus: (at: GridPosition) => void;
  /** Whether a key move is waiting for its cell to be rendered and focused. */
  pending: React.RefObject<boolean>;
}

/**
 * Roving focus over a grid of task rows (the APG grid pattern): one cell is the tab stop; the
 * arrow keys, Home/End (with Ctrl: the first or last row) and PageUp/PageDown move it. The
 * active cell is held by task id, so a re-sort or a live update keeps it on its task.
 */
export function useGridNavigation(rows: ReadonlyArray<string>, colCount: number): GridNavigation {
  const [active, setActive] = React.useState<GridPosition>({ row: null, col: 0 });
  const pending = React.useRef(false);
  const latest = React.useRef({ rows, colCount });
  latest.current = { rows, colCount };

  const onCellKeyDown = React.useCallback((event: React.KeyboardEvent, at: GridPosition) => {
    if (event.altKey || event.shiftKey) return;
    const { rows: now, colCount: cols } = latest.current;
    const next = movedBy(event.key, event.ctrlKey || event.metaKey, at, now, cols);
    if (!next) return;
    event.preventDefault();
    pending.current = true;
    setActive(next);
  }, []);

  const onCellFocus = React.useCallback((at: GridPosition) => {
    setActive((was) => (was.row === at.row && was.col === at.col ? was : at));
  }, []);

  // A task that left the list (filtered out, deleted) hands the tab stop to the header.
  const shown = active.row === null || rows.includes(active.row);
  const current = shown ? active : { row: null, col: Math.min(active.col, colCount - 1) };
  return { active: current, onCellKeyDown, onCellFocus, pending };
}

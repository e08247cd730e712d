// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import * as React from 'react';
import { cn } from '../foundations/cn';
import { selectModeOf } from './board-selection';
import type { BoardTask } from './board-task';
import type { BoardColumnSpec } from './column-spec';
import { columnLoadLabel } from './column-spec';
import { type CellContext, StateGlyph, TaskListCell } from './task-list-cell';
import { cellFocus } from './task-list-cell-focus';
import { SELECT_COLUMN, type TaskListLayoutColumn } from './task-list-layout';
import { SelectGridCell } from './task-list-select-cell';
import type { GridPosition } from './use-grid-navigation';

/** Props of {@link TaskListRow}. */
export interface TaskListRowProps {
  task: BoardTask;
  columns: ReadonlyArray<TaskListLayoutColumn>;
  /** Whether the row is part of the selection (bulk edit). @default false */
  selected?: boolean;
  /** Its 1-based place among the grid's rows, the header being 1. */
  rowIndex: number;
  /** The column of this row that is the grid's tab stop, or `null`. */
  tabbableCol: number | null;
  ctx: CellContext;
  onCellKeyDown: (event: React.KeyboardEvent, at: GridPosition) => void;
  onCellFocus: (at: GridPosition) => void;
  /** Its offset from the top of the list and its height, in px. */
  top: number;
  height: number;
  /** The grid's `grid-template-columns` and, on a phone, `grid-template-areas`. */
  template?: string;
  areas?: string;
}

/** Whether a click landed on a control of its own (a cell's button, an open field). */
function onControl(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    Boolean(target.closest('button, input, [role="menu"], [data-select]'))
  );
}

/**
 * One task of a list: a grid row of cells. Enter on a cell without an editor (or on the
 * title) and a click on the row's background open the task. While rows can be selected
 * (`ctx.onSelect`), its checkbox, `x` on any of its cells and Ctrl/Cmd+click toggle it, and
 * Shift+click selects the range up to it. Memoised, its place given as numbers: a live change
 * redraws only the rows whose task or selection changed, and a scroll step only the rows it
 * brings on screen.
 */
export const TaskListRow = React.memo(function TaskListRow({
  task,
  columns,
  selected = false,
  rowIndex,
  tabbableCol,
  ctx,
  onCellKeyDown,
  onCellFocus,
  top,
  height,
  template,
  areas,
}: TaskListRowProps) {
  const { onSelect } = ctx;
  const navigation = { onCellFocus, onCellKeyDown };
  const style = {
    height,
    transform: `translateY(${top}px)`,
    gridTemplateColumns: template,
    gridTemplateAreas: areas,
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: every cell has its own keyboard handling
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={onSelect ? selected : undefined}
      data-selected={selected || undefined}
      className={cn(
        'group/row absolute inset-x-0 top-0 grid cursor-default items-center border-border/60 border-b px-2 hover:bg-hover/50',
        ctx.compact && 'grid-rows-2 py-1 [&_[data-cell]:not([role=checkbox])]:h-6',
        selected && 'bg-accent-subtle/60 hover:bg-accent-subtle',
      )}
      style={style}
      // Shift+press would open a cell's menu, and start selecting text, before the click.
      onPointerDownCapture={(event) => {
        if (onSelect && event.shiftKey) event.preventDefault();
      }}
      // Ctrl/Cmd+click and Shift+click select, wherever on the row, instead of opening or editing.
      onClickCapture={(event) => {
        const mode = onSelect ? selectModeOf(event) : undefined;
        if (!mode || !onSelect) return;
        event.preventDefault();
        event.stopPropagation();
        onSelect(task.id, mode);
      }}
      onClick={(event) => {
        if (!onControl(event.target)) ctx.onOpen(task.id);
      }}
    >
      {columns.map((column, col) => {
        const focus = cellFocus(task.id, col, tabbableCol === col, ctx, navigation);
        if (column === SELECT_COLUMN) {
          return (
            <SelectGridCell
              key={column}
              col={col}
              task={task}
              selected={selected}
              ctx={ctx}
              focus={focus}
            />
          );
        }
        return (
          <div
            key={column}
            role="gridcell"
            aria-colindex={col + 1}
            className={ctx.compact ? 'min-w-0' : 'h-full min-w-0 py-1'}
            style={ctx.compact ? { gridArea: column } : undefined}
          >
            <TaskListCell column={column} task={task} ctx={ctx} focus={focus} />
          </div>
        );
      })}
    </div>
  );
});

/** Props of {@link TaskListGroupRow}. */
export interface TaskListGroupRowProps {
  label: string;
  count: number;
  column?: BoardColumnSpec;
  rowIndex: number;
  colCount: number;
  style: React.CSSProperties;
}

/** A group's heading row: its state icon, name and how many tasks it holds. */
export function TaskListGroupRow({
  label,
  count,
  column,
  rowIndex,
  colCount,
  style,
}: TaskListGroupRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="absolute inset-x-0 top-0 flex items-center border-border border-b bg-subtle px-4"
      style={style}
    >
      <div
        role="rowheader"
        aria-colspan={colCount}
        className="flex items-center gap-2 font-medium text-fg text-sm"
      >
        <StateGlyph column={column} />
        <span>{label}</span>
        <span className="text-muted text-xs tabular-nums">
          <span aria-hidden="true">{count.toLocaleString()}</span>
          <span className="sr-only">, {columnLoadLabel(count)}</span>
        </span>
      </div>
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: focus rests on each cell's own control (one roving tab stop), as the APG grid pattern has it
import * as React from 'react';
import { cn } from '../foundations/cn';
import type { BoardTask } from './board-task';
import type { BoardColumnSpec } from './column-spec';
import { columnLoadLabel } from './column-spec';
import { type CellContext, StateGlyph, TaskListCell } from './task-list-cell';
import type { TaskListColumn } from './task-list-model';
import { cellKey, type GridPosition } from './use-grid-navigation';

/** Props of {@link TaskListRow}. */
export interface TaskListRowProps {
  task: BoardTask;
  columns: ReadonlyArray<TaskListColumn>;
  /** Its 1-based place among the grid's rows, the header being 1. */
  rowIndex: number;
  /** The column of this row that is the grid's tab stop, or `null`. */
  tabbableCol: number | null;
  ctx: CellContext;
  onCellKeyDown: (event: React.KeyboardEvent, at: GridPosition) => void;
  onCellFocus: (at: GridPosition) => void;
  style: React.CSSProperties;
}

/** Whether a click landed on a control of its own (a cell's button, an open field). */
function onControl(target: EventTarget): boolean {
  return target instanceof Element && Boolean(target.closest('button, input, [role="menu"]'));
}

/**
 * One task of a list: a grid row of cells. Enter on a cell without an editor (or on the
 * title) and a click on the row's background open the task. Memoised: a live change redraws
 * only the rows whose task changed.
 */
export const TaskListRow = React.memo(function TaskListRow({
  task,
  columns,
  rowIndex,
  tabbableCol,
  ctx,
  onCellKeyDown,
  onCellFocus,
  style,
}: TaskListRowProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: every cell has its own keyboard handling
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={cn(
        'group/row absolute inset-x-0 top-0 grid cursor-default items-center border-border/60 border-b px-2 hover:bg-hover/50',
        ctx.compact && 'grid-rows-2 py-1 [&_[data-cell]]:h-6',
      )}
      style={style}
      onClick={(event) => {
        if (!onControl(event.target)) ctx.onOpen(task.id);
      }}
    >
      {columns.map((column, col) => {
        const at = { row: task.id, col };
        return (
          <div
            key={column}
            role="gridcell"
            aria-colindex={col + 1}
            className={ctx.compact ? 'min-w-0' : 'h-full min-w-0 py-1'}
            style={ctx.compact ? { gridArea: column } : undefined}
          >
            <TaskListCell
              column={column}
              task={task}
              ctx={ctx}
              focus={{
                'data-cell': cellKey(at),
                tabIndex: tabbableCol === col ? 0 : -1,
                onFocus: () => onCellFocus(at),
                onKeyDown: (event) => {
                  const plain = !(event.target instanceof HTMLButtonElement);
                  if (event.key === 'Enter' && plain) ctx.onOpen(task.id);
                  else onCellKeyDown(event, at);
                },
              }}
            />
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

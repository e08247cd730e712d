import * as React from 'react';
import { type ColumnOrder, locate, type TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { ARROW_KEYS, arrowTarget } from './arrow-navigation';
import { BoardColumn } from './board-column';
import type { BoardTask, CardActionsRenderer } from './board-task';
import type { ColumnVersions } from './column-order-reuse';
import type { BoardColumnSpec } from './column-spec';
import { useKeyboardMove } from './use-keyboard-move';
import { useStartAtFirstTasks } from './use-start-at-first-tasks';

/** The ids of a column not yet grouped (one frame, while a new state arrives). */
const NO_TASKS: ReadonlyArray<string> = [];

/** Props of {@link BoardColumns}. */
export interface BoardColumnsProps {
  /** The columns, in order. */
  columns: ReadonlyArray<BoardColumnSpec>;
  /** Their keys, in the same order. */
  columnKeys: ReadonlyArray<string>;
  /** A column's name by its key, for the announcements. */
  columnName: (column: string) => string | undefined;
  /** The committed order of the board's tasks. */
  order: ColumnOrder<string>;
  /** The order a pointer drag shows, or `null`. */
  preview: ColumnOrder<string> | null;
  /** The card dragged by pointer, or `null`. */
  activeId: string | null;
  /** The column a pointer drag started in. */
  activeFrom: string | null;
  getTask: (taskId: string) => BoardTask | undefined;
  /** Each column's version: it changes when one of the column's tasks changed. */
  versions: ColumnVersions;
  now?: Date;
  onOpenTask?: (taskId: string) => void;
  onCreateTask?: (status: TaskStatus, columnId: string) => void;
  cardActions?: CardActionsRenderer;
  columnActions?: (column: BoardColumnSpec) => React.ReactNode;
  /** Drawn after the last column. */
  afterColumns?: React.ReactNode;
  /** The last card focused; with `tabbableId`, the board's one tab stop. */
  currentId: string | null;
  tabbableId: string | null;
  /** A card to focus once it is rendered. */
  focusId: string | null;
  /** Records the card that has focus (`currentId`) and one to focus next (`focusId`). */
  onCurrent: (taskId: string | null) => void;
  onFocusRequest: (taskId: string | null) => void;
  /** Says an announcement in the board's live region. */
  announce: (message: string) => void;
  /** A keyboard drop: `order` has the card at its new place. */
  onDrop: (taskId: string, order: ColumnOrder<string>) => void;
  describedBy: string;
  readOnly: boolean;
  loading: boolean;
  'aria-label': string;
  className?: string;
}

/**
 * The board's scrolling row of columns, with its keyboard: arrow keys between cards, and the
 * keyboard moves of a picked-up card (useKeyboardMove). Apart from the board so that a
 * keyboard move re-renders this row and the columns it touches, never dnd-kit's context
 * above it, whose every render reaches each column's sortable context.
 */
export const BoardColumns = React.memo(function BoardColumns({
  columns,
  columnKeys,
  columnName,
  order: committed,
  preview,
  activeId,
  activeFrom,
  getTask,
  versions,
  now,
  onOpenTask,
  onCreateTask,
  cardActions,
  columnActions,
  afterColumns,
  currentId,
  tabbableId,
  focusId,
  onCurrent,
  onFocusRequest,
  announce,
  onDrop,
  describedBy,
  readOnly,
  loading,
  'aria-label': ariaLabel,
  className,
}: BoardColumnsProps) {
  const sectionRef = React.useRef<HTMLElement>(null);
  const keyboard = useKeyboardMove({
    order: committed,
    columns: columnKeys,
    columnName,
    task: getTask,
    root: sectionRef,
    announce,
    onDrop,
  });
  const lift = keyboard.lift;
  const order = lift?.order ?? preview ?? committed;
  useStartAtFirstTasks(sectionRef, columnKeys, committed, loading);

  // Space on a card picks it up; arrow keys move focus between cards when none is picked up.
  // While one is, useKeyboardMove reads the keys (and claims them before they get here).
  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || activeId || lift) return;
    const id = (event.target as HTMLElement).dataset.taskId;
    if (!id || !locate(committed, id)) return;
    if (event.key === ' ') {
      if (readOnly || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      keyboard.pickUp(id);
      return;
    }
    if (!ARROW_KEYS.has(event.key)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = arrowTarget(committed, columnKeys, id, event.key, rtl);
    if (next) {
      onCurrent(next);
      onFocusRequest(next);
    }
  };

  const movingId = activeId ?? lift?.id ?? null;
  const overColumn = movingId ? (locate(order, movingId)?.column ?? null) : null;
  const tabbableColumn = tabbableId ? (locate(order, tabbableId)?.column ?? null) : null;
  // A picked-up card is the one to keep focused and scrolled into view.
  const focusTarget = lift?.id ?? focusId;
  const focusColumn = focusTarget ? (locate(order, focusTarget)?.column ?? null) : null;

  return (
    <section
      ref={sectionRef}
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        // Only on a change: a lifted card takes focus back after each move between columns,
        // and an update here would render the board a second time for it.
        const id = (event.target as HTMLElement).dataset.taskId;
        if (id && id !== currentId) onCurrent(id);
        if (focusId !== null) onFocusRequest(null);
      }}
      className={cn('flex h-full min-h-0 items-stretch gap-3 overflow-x-auto p-1', className)}
    >
      {columns.map((column) => (
        <BoardColumn
          key={column.id}
          column={column}
          taskIds={order[column.id] ?? NO_TASKS}
          getTask={getTask}
          tasksVersion={versions[column.id]}
          now={now}
          onOpenTask={onOpenTask}
          onCreateTask={onCreateTask}
          cardActions={cardActions}
          columnActions={columnActions}
          // Each id goes to its own column only: the others need not re-render for it.
          tabbableId={tabbableColumn === column.id ? tabbableId : null}
          focusId={focusColumn === column.id ? focusTarget : null}
          // Only a pointer drag lights up the column it is over: a card moved from the keyboard
          // shows its own place, and lighting two columns up (and fading them) on each arrow
          // key would repaint both.
          dropTarget={activeId !== null && overColumn === column.id && overColumn !== activeFrom}
          activeId={overColumn === column.id ? activeId : null}
          liftedId={overColumn === column.id && lift ? lift.id : null}
          // While a card is up from the keyboard, dnd-kit keeps the committed order: its
          // sortable hooks then see no change as the card moves. Only the columns the card has
          // changed need it; the others show their committed order anyway, and so need not
          // re-render as the card is picked up and dropped.
          sortableIds={
            lift && order[column.id] !== committed[column.id]
              ? (committed[column.id] ?? NO_TASKS)
              : undefined
          }
          describedBy={describedBy}
          readOnly={readOnly}
          loading={loading}
        />
      ))}
      {afterColumns}
    </section>
  );
});

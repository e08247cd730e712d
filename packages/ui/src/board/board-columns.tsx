import * as React from 'react';
import { type ColumnOrder, locate, type TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { ARROW_KEYS, arrowTarget } from './arrow-navigation';
import { BoardColumn } from './board-column';
import type { BoardTask, CardActionsRenderer } from './board-task';
import type { ColumnVersions } from './column-order-reuse';
import type { BoardColumnSpec } from './column-spec';
import { type KeyboardLift, useKeyboardMove } from './use-keyboard-move';
import { useStartAtFirstTasks } from './use-start-at-first-tasks';

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
export const BoardColumns = React.memo(function BoardColumns(props: BoardColumnsProps) {
  const {
    columns,
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
    tabbableId,
    focusId,
    describedBy,
    readOnly,
    loading,
    className,
  } = props;
  const sectionRef = React.useRef<HTMLElement>(null);
  const { lift, onKeyDown, onFocus } = useColumnsKeyboard(sectionRef, props);
  const order = lift?.order ?? preview ?? committed;
  useStartAtFirstTasks(sectionRef, props.columnKeys, committed, loading);
  const place = columnPlacement({
    order,
    committed,
    lift,
    activeId,
    activeFrom,
    tabbableId,
    focusId,
  });

  return (
    <section
      ref={sectionRef}
      aria-label={props['aria-label']}
      aria-busy={loading || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={cn('flex h-full min-h-0 items-stretch gap-3 overflow-x-auto p-1', className)}
    >
      {columns.map((column) => (
        <BoardColumn
          key={column.id}
          column={column}
          {...place(column.id)}
          getTask={getTask}
          tasksVersion={versions[column.id]}
          now={now}
          onOpenTask={onOpenTask}
          onCreateTask={onCreateTask}
          cardActions={cardActions}
          columnActions={columnActions}
          describedBy={describedBy}
          readOnly={readOnly}
          loading={loading}
        />
      ))}
      {afterColumns}
    </section>
  );
});

/** What {@link handleCardKeys} reads of the board. */
interface CardKeysContext {
  /** The committed order of the board's tasks. */
  order: ColumnOrder<string>;
  /** The columns' keys, in order. */
  columnKeys: ReadonlyArray<string>;
  readOnly: boolean;
  /** Picks a card up for a keyboard move. */
  pickUp: (taskId: string) => void;
}

/**
 * The keys of a focused card while none is picked up: Space picks it up (unless the board is
 * read-only), arrow keys give the card to focus next to `moveFocus`. While a card is up,
 * useKeyboardMove reads the keys instead (and claims them before they get here).
 */
function handleCardKeys(
  event: React.KeyboardEvent<HTMLElement>,
  { order, columnKeys, readOnly, pickUp }: CardKeysContext,
  moveFocus: (taskId: string) => void,
): void {
  if (event.defaultPrevented) return;
  const id = (event.target as HTMLElement).dataset.taskId;
  if (!id || !locate(order, id)) return;
  if (event.key === ' ') {
    if (readOnly || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    pickUp(id);
    return;
  }
  if (!ARROW_KEYS.has(event.key)) return;
  event.preventDefault();
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const next = arrowTarget(order, columnKeys, id, event.key, rtl);
  if (next) moveFocus(next);
}

/** The ids of a column not yet grouped (one frame, while a new state arrives). */
const NO_TASKS: ReadonlyArray<string> = [];

/** What {@link columnPlacement} reads of the board's drag and focus state. */
interface PlacementState {
  /** The order shown: a keyboard move's, else a pointer drag's preview, else the committed. */
  order: ColumnOrder<string>;
  committed: ColumnOrder<string>;
  lift: KeyboardLift | null;
  activeId: string | null;
  activeFrom: string | null;
  tabbableId: string | null;
  focusId: string | null;
}

/** The props of one column that depend on the board's drag and focus state. */
interface ColumnPlacement {
  taskIds: ReadonlyArray<string>;
  tabbableId: string | null;
  focusId: string | null;
  dropTarget: boolean;
  activeId: string | null;
  liftedId: string | null;
  sortableIds: ReadonlyArray<string> | undefined;
}

/**
 * For each column, its tasks and its share of the drag and focus state. Each id goes to its
 * own column only, so the other columns (memoised) need not re-render for it.
 */
function columnPlacement({
  order,
  committed,
  lift,
  activeId,
  activeFrom,
  tabbableId,
  focusId,
}: PlacementState): (column: string) => ColumnPlacement {
  const movingId = activeId ?? lift?.id ?? null;
  const overColumn = movingId ? (locate(order, movingId)?.column ?? null) : null;
  const tabbableColumn = tabbableId ? (locate(order, tabbableId)?.column ?? null) : null;
  // A picked-up card is the one to keep focused and scrolled into view.
  const focusTarget = lift?.id ?? focusId;
  const focusColumn = focusTarget ? (locate(order, focusTarget)?.column ?? null) : null;
  return (column) => ({
    taskIds: order[column] ?? NO_TASKS,
    tabbableId: tabbableColumn === column ? tabbableId : null,
    focusId: focusColumn === column ? focusTarget : null,
    // Only a pointer drag lights up the column it is over: a card moved from the keyboard
    // shows its own place, and lighting two columns up (and fading them) on each arrow key
    // would repaint both.
    dropTarget: activeId !== null && overColumn === column && overColumn !== activeFrom,
    activeId: overColumn === column ? activeId : null,
    liftedId: overColumn === column && lift ? lift.id : null,
    // While a card is up from the keyboard, dnd-kit keeps the committed order: its sortable
    // hooks then see no change as the card moves. Only the columns the card has changed need
    // it; the others show their committed order anyway, and so need not re-render as the
    // card is picked up and dropped.
    sortableIds:
      lift && order[column] !== committed[column] ? (committed[column] ?? NO_TASKS) : undefined,
  });
}

/** What {@link useColumnsKeyboard} gives the row of columns. */
interface ColumnsKeyboard {
  /** The card picked up from the keyboard, with the order it shows, or `null`. */
  lift: KeyboardLift | null;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: React.FocusEvent<HTMLElement>) => void;
}

/**
 * The row's keyboard: Space picks a card up and arrow keys move focus between cards while
 * none is up (and no pointer drag runs); the keyboard move of a picked-up card
 * (useKeyboardMove); and focus tracking, which records the card that has focus.
 */
function useColumnsKeyboard(
  root: React.RefObject<HTMLElement | null>,
  props: BoardColumnsProps,
): ColumnsKeyboard {
  const { order, columnKeys, activeId, readOnly, currentId, focusId, onCurrent, onFocusRequest } =
    props;
  const keyboard = useKeyboardMove({
    order,
    columns: columnKeys,
    columnName: props.columnName,
    task: props.getTask,
    root,
    announce: props.announce,
    onDrop: props.onDrop,
  });
  const lift = keyboard.lift;
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (activeId || lift) return;
    handleCardKeys(event, { order, columnKeys, readOnly, pickUp: keyboard.pickUp }, (next) => {
      onCurrent(next);
      onFocusRequest(next);
    });
  };
  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    // Only on a change: a lifted card takes focus back after each move between columns,
    // and an update here would render the board a second time for it.
    const id = (event.target as HTMLElement).dataset.taskId;
    if (id && id !== currentId) onCurrent(id);
    if (focusId !== null) onFocusRequest(null);
  };
  return { lift, onKeyDown, onFocus };
}

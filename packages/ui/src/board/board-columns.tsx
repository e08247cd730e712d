import * as React from 'react';
import { type ColumnOrder, locate, type TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { ARROW_KEYS, arrowTarget } from './arrow-navigation';
import { BoardColumn } from './board-column';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { useKeyboardMove } from './use-keyboard-move';
import { useStartAtFirstTasks } from './use-start-at-first-tasks';

/** Props of {@link BoardColumns}. */
export interface BoardColumnsProps {
  /** The columns, in order. */
  statuses: ReadonlyArray<TaskStatus>;
  /** The committed order of the board's tasks. */
  order: ColumnOrder;
  /** The order a pointer drag shows, or `null`. */
  preview: ColumnOrder | null;
  /** The card dragged by pointer, or `null`. */
  activeId: string | null;
  /** The column a pointer drag started in. */
  activeFrom: TaskStatus | null;
  getTask: (taskId: string) => BoardTask | undefined;
  now?: Date;
  onOpenTask?: (taskId: string) => void;
  onCreateTask?: (status: TaskStatus) => void;
  cardActions?: CardActionsRenderer;
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
  onDrop: (taskId: string, order: ColumnOrder) => void;
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
  statuses,
  order: committed,
  preview,
  activeId,
  activeFrom,
  getTask,
  now,
  onOpenTask,
  onCreateTask,
  cardActions,
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
    statuses,
    task: getTask,
    root: sectionRef,
    announce,
    onDrop,
  });
  const lift = keyboard.lift;
  const order = lift?.order ?? preview ?? committed;
  useStartAtFirstTasks(sectionRef, statuses, committed, loading);

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
    const next = arrowTarget(committed, statuses, id, event.key, rtl);
    if (next) {
      onCurrent(next);
      onFocusRequest(next);
    }
  };

  const movingId = activeId ?? lift?.id ?? null;
  const overStatus = movingId ? (locate(order, movingId)?.status ?? null) : null;
  const tabbableStatus = tabbableId ? (locate(order, tabbableId)?.status ?? null) : null;
  // A picked-up card is the one to keep focused and scrolled into view.
  const focusTarget = lift?.id ?? focusId;
  const focusStatus = focusTarget ? (locate(order, focusTarget)?.status ?? null) : null;

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
      {statuses.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          taskIds={order[status]}
          getTask={getTask}
          now={now}
          onOpenTask={onOpenTask}
          onCreateTask={onCreateTask}
          cardActions={cardActions}
          // Each id goes to its own column only: the others need not re-render for it.
          tabbableId={tabbableStatus === status ? tabbableId : null}
          focusId={focusStatus === status ? focusTarget : null}
          // Only a pointer drag lights up the column it is over: a card moved from the keyboard
          // shows its own place, and lighting two columns up (and fading them) on each arrow
          // key would repaint both.
          dropTarget={activeId !== null && overStatus === status && overStatus !== activeFrom}
          activeId={overStatus === status ? activeId : null}
          liftedId={overStatus === status && lift ? lift.id : null}
          // While a card is up from the keyboard, dnd-kit keeps the committed order: its
          // sortable hooks then see no change as the card moves.
          sortableIds={lift ? committed[status] : undefined}
          describedBy={describedBy}
          readOnly={readOnly}
          loading={loading}
        />
      ))}
    </section>
  );
});

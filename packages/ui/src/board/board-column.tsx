import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import { type TaskStatus, VIRTUALIZE_AFTER } from '../domain/schemas';
import { Skeleton } from '../feedback/skeleton';
import { cn } from '../foundations/cn';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { ColumnHeader } from './column-header';
import type { BoardColumnSpec } from './column-spec';
import { SortableTaskCard } from './sortable-task-card';

/** The droppable id of a column, distinct from any task id. */
export function columnDropId(column: string): string {
  return `column:${column}`;
}

/** Props of {@link BoardColumn}. */
export interface BoardColumnProps {
  /** The column: its key, name, category, colour and WIP limit. */
  column: BoardColumnSpec;
  /** Ids of the column's tasks, in order. */
  taskIds: ReadonlyArray<string>;
  /** Looks a task up by id. */
  getTask: (taskId: string) => BoardTask | undefined;
  /**
   * Changes whenever one of the column's tasks changes, so a `getTask` of stable identity still
   * has the column hand its cards their new tasks; other columns then need not re-render.
   * Leave it out when `getTask` is a new function for each change.
   */
  tasksVersion?: number;
  /** "Now", for due dates. */
  now?: Date;
  /** Called when a card is opened. */
  onOpenTask?: (taskId: string) => void;
  /** Show a "create task" button in the header, calling this with the column's status and key. */
  onCreateTask?: (status: TaskStatus, columnId: string) => void;
  /** Extra controls in the header (a column menu), drawn unless read-only. */
  columnActions?: (column: BoardColumnSpec) => React.ReactNode;
  /** The task that is the board's tab stop. */
  tabbableId?: string | null;
  /** The task that should take focus. */
  focusId?: string | null;
  /** Highlight the column as where a dragged card will land. @default false */
  dropTarget?: boolean;
  /** Disable dragging. @default false */
  readOnly?: boolean;
  /** Show placeholders instead of cards. @default false */
  loading?: boolean;
  /** Extra controls drawn on each card (a "Move…" menu). */
  cardActions?: CardActionsRenderer;
  /** Render cards in a virtual list past this many. @default VIRTUALIZE_AFTER (200) */
  virtualizeAfter?: number;
  /** The task being dragged by pointer, drawn as the slot it left. */
  activeId?: string | null;
  /** The task picked up from the keyboard, drawn lifted at its place in `taskIds`. */
  liftedId?: string | null;
  /**
   * The ids the column registers with dnd-kit, in order. @default taskIds. The board passes
   * the committed order to the columns a card moved from the keyboard has changed: a changed
   * list re-renders every card's sortable hooks, and the keyboard move does not need them.
   */
  sortableIds?: ReadonlyArray<string>;
  /** Id of the drag instructions each card is described by (the DndContext's `id`). */
  describedBy?: string;
}

/** Height guess for a card plus the gap under it, refined by measuring each rendered card. */
const ESTIMATED_ROW_HEIGHT = 104;
const ROW_GAP = 8;

/**
 * One column (a workflow state, or a status): a header with its name and count, and its cards, sortable and a drop
 * target. Past `virtualizeAfter` cards (200) only the visible ones are rendered. Memoised, so
 * a drag that changes one column leaves the others alone.
 */
export const BoardColumn = React.memo(function BoardColumn({
  column,
  taskIds,
  getTask,
  now,
  onOpenTask,
  onCreateTask,
  columnActions,
  tabbableId,
  focusId,
  dropTarget = false,
  readOnly = false,
  loading = false,
  virtualizeAfter = VIRTUALIZE_AFTER,
  cardActions,
  activeId = null,
  liftedId = null,
  sortableIds = taskIds,
  describedBy,
}: BoardColumnProps) {
  const headingId = React.useId();
  // State rather than a ref: the virtual list mounts before its parent's ref is attached, so
  // it needs a re-render once the scrolling element exists.
  const [scrollElement, setScrollElement] = React.useState<HTMLDivElement | null>(null);
  const virtual = taskIds.length > virtualizeAfter;
  const items = sortableIds as string[];

  const renderCard = (taskId: string) => {
    const task = getTask(taskId);
    if (!task) return null;
    return (
      <SortableTaskCard
        task={task}
        column={column.id}
        now={now}
        onOpen={onOpenTask}
        tabbable={tabbableId === taskId}
        focusRequested={focusId === taskId}
        disabled={readOnly}
        dragging={activeId === taskId}
        lifted={liftedId === taskId}
        describedBy={describedBy}
        actions={readOnly ? undefined : cardActions}
      />
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      data-column={column.id}
      data-status={column.status ?? undefined}
      // `relative`: the header's screen-reader-only text is positioned absolutely; without a
      // positioned column it escapes the board's scroller and widens the whole page on phones.
      className={cn(
        'relative flex h-full w-66 shrink-0 flex-col rounded-xl bg-subtle transition-colors duration-(--tandem-duration-fast)',
        dropTarget && 'bg-accent-subtle/60 ring-1 ring-accent/30',
      )}
    >
      <ColumnHeader
        column={column}
        headingId={headingId}
        // The committed count: a card moved through from the keyboard is counted once dropped,
        // so its moves re-render no header.
        count={sortableIds.length}
        loading={loading}
        onCreateTask={readOnly ? undefined : onCreateTask}
        actions={readOnly ? undefined : columnActions}
      />
      <ColumnDropArea column={column.id} loading={loading} onScrollElement={setScrollElement}>
        {loading ? (
          <ColumnSkeleton />
        ) : taskIds.length === 0 ? (
          <div className="grid h-24 place-items-center rounded-lg border border-border-strong border-dashed text-faint text-xs">
            No tasks
          </div>
        ) : (
          <SortableContext id={column.id} items={items} strategy={verticalListSortingStrategy}>
            {virtual ? (
              <VirtualCards
                taskIds={taskIds}
                domOrder={sortableIds === taskIds ? undefined : sortableIds}
                scrollElement={scrollElement}
                focusId={focusId}
                renderCard={renderCard}
              />
            ) : (
              <div className="flex flex-col gap-2">
                {taskIds.map((taskId) => (
                  <React.Fragment key={taskId}>{renderCard(taskId)}</React.Fragment>
                ))}
              </div>
            )}
          </SortableContext>
        )}
      </ColumnDropArea>
    </section>
  );
});

interface ColumnDropAreaProps {
  column: string;
  loading: boolean;
  onScrollElement: (element: HTMLDivElement | null) => void;
  children: React.ReactNode;
}

/**
 * The scrolling body of a column and its drop target. Kept apart from the column because
 * dnd-kit re-renders every droppable on each drag move: here that re-render stops at this
 * element, as its children are the same elements as before.
 */
function ColumnDropArea({ column, loading, onScrollElement, children }: ColumnDropAreaProps) {
  const { setNodeRef } = useDroppable({ id: columnDropId(column), data: { column } });
  const ref = React.useCallback(
    (element: HTMLDivElement | null) => {
      onScrollElement(element);
      setNodeRef(element);
    },
    [onScrollElement, setNodeRef],
  );
  return (
    <div
      ref={ref}
      aria-busy={loading || undefined}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2 [scrollbar-width:thin]"
    >
      {children}
    </div>
  );
}

interface VirtualCardsProps {
  taskIds: ReadonlyArray<string>;
  /** The order to keep the rendered rows in, in the DOM, when it differs from `taskIds`. */
  domOrder?: ReadonlyArray<string>;
  scrollElement: HTMLDivElement | null;
  focusId?: string | null;
  renderCard: (taskId: string) => React.ReactNode;
}

/** The cards of a long column, rendered through @tanstack/react-virtual. */
function VirtualCards({
  taskIds,
  domOrder,
  scrollElement,
  focusId,
  renderCard,
}: VirtualCardsProps) {
  // The cards rendered last time. While a card is moved from the keyboard (`domOrder` is set),
  // those stay rendered, and cards that come into the overscan only wait: a card mounted or
  // unmounted registers with dnd-kit or leaves it, which re-renders dnd-kit's whole context.
  // Moving a card into a column shifts every row below it, and with them the range.
  const rendered = React.useRef<ReadonlySet<string>>(new Set());
  const keepRendered = domOrder !== undefined;
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (!keepRendered) return indexes;
      const kept = new Set<number>();
      for (const index of indexes) {
        const visible = index >= range.startIndex && index <= range.endIndex;
        if (visible || rendered.current.has(taskIds[index] as string)) kept.add(index);
      }
      for (const id of rendered.current) {
        const index = taskIds.indexOf(id);
        if (index !== -1) kept.add(index);
      }
      if (focusId) {
        const index = taskIds.indexOf(focusId);
        if (index !== -1) kept.add(index);
      }
      return [...kept].sort((a, b) => a - b);
    },
    [keepRendered, taskIds, focusId],
  );
  const virtualizer = useVirtualizer({
    count: taskIds.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => taskIds[index] ?? index,
    overscan: 2,
    rangeExtractor,
  });

  // Keyboard focus may target a card that is scrolled out and so not rendered: bring it in.
  // A rendered card is scrolled to by its own focus, more cheaply than the virtualiser can.
  const focusIndex = focusId ? taskIds.indexOf(focusId) : -1;
  React.useEffect(() => {
    if (focusIndex < 0) return;
    if (virtualizer.getVirtualItems().some((row) => row.index === focusIndex)) return;
    virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
  }, [focusIndex, virtualizer]);

  // Rows are placed by `top`, so their DOM order is free. While a card is moved from the
  // keyboard they keep the committed order (a card from another column goes last): moving the
  // card then moves no element, and it keeps focus instead of losing and taking it back.
  let rows = virtualizer.getVirtualItems();
  React.useLayoutEffect(() => {
    rendered.current = new Set(rows.map((row) => taskIds[row.index] as string));
  });
  if (domOrder) {
    const rank = (index: number) => {
      const at = domOrder.indexOf(taskIds[index] as string);
      return at === -1 ? domOrder.length : at;
    };
    rows = [...rows].sort((a, b) => rank(a.index) - rank(b.index));
  }

  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0"
          // Placed by transform, not `top`: moving a row then repaints nothing on the main
          // thread, which matters when a keyboard move shifts every row below the card.
          style={{ transform: `translateY(${row.start}px)`, paddingBottom: ROW_GAP }}
        >
          {renderCard(taskIds[row.index] as string)}
        </div>
      ))}
    </div>
  );
}

function ColumnSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
        >
          <Skeleton className="h-3 w-12" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

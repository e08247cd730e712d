import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import * as React from 'react';
import { TASK_STATUSES, type TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { boardAnnouncements, boardInstructions } from './announcements';
import { ARROW_KEYS, arrowTarget } from './arrow-navigation';
import { BoardColumn } from './board-column';
import {
  type ColumnOrder,
  groupByStatus,
  keepUnchangedColumns,
  locate,
  moveTask,
  neighboursOf,
  sameOrderFields,
} from './board-order';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { columnFirstCollision } from './column-collision';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { TaskCard } from './task-card';
import { useLatestCallback } from './use-latest-callback';

/** The columns a board shows by default: every status but `canceled`. */
export const DEFAULT_BOARD_STATUSES: ReadonlyArray<TaskStatus> = TASK_STATUSES.filter(
  (status) => status !== 'canceled',
);

/**
 * Called when a card is dropped somewhere new: the task, its new column, and the ids of the
 * cards that now sit directly before (above) and after (below) it, `null` at a column end.
 */
export type BoardMoveHandler = (
  taskId: string,
  toStatus: TaskStatus,
  beforeId: string | null,
  afterId: string | null,
) => void;

/** A pointer drag starts after 4 px, so a click still opens the card. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
/** Enter opens a card, so only Space picks one up. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The tasks a board last grouped, and the columns it grouped them into. */
interface Grouping {
  tasks: ReadonlyArray<BoardTask>;
  statuses: ReadonlyArray<TaskStatus>;
  order: ColumnOrder;
  byId: Map<string, BoardTask>;
}

/** Props of {@link Board}. */
export interface BoardProps {
  /** Every task of the board; each column sorts its own by `position`. */
  tasks: ReadonlyArray<BoardTask>;
  /** The columns, in order. @default every status except `canceled` */
  statuses?: ReadonlyArray<TaskStatus>;
  /**
   * Called on a drop that changes a card's place. The board is controlled: it shows the
   * move while dragging, then shows `tasks` again, so update them (optimistically) here.
   */
  onMove?: BoardMoveHandler;
  /** Called with a task id when its card is clicked or Enter is pressed on it. */
  onOpenTask?: (taskId: string) => void;
  /** Show a "create task" button in each column header, calling this. */
  onCreateTask?: (status: TaskStatus) => void;
  /**
   * Extra controls on each card, e.g. a "Move…" menu (not drawn on read-only boards). Keep
   * the function stable (useCallback): columns re-render when it changes.
   */
  cardActions?: CardActionsRenderer;
  /** Disable dragging, e.g. for viewers. @default false */
  readOnly?: boolean;
  /** Show placeholders while the tasks load. @default false */
  loading?: boolean;
  /** "Now", for due-date states; fix it in tests. @default new Date() */
  now?: Date;
  /** Accessible name of the board region. @default 'Board' */
  'aria-label'?: string;
  /** Classes for the scrolling row of columns. */
  className?: string;
}

/**
 * The task board: one column per status, cards ordered by position, drag and drop by
 * pointer and keyboard (@dnd-kit) with screen-reader announcements, arrow-key navigation
 * between cards, and virtualised columns past 200 cards.
 */
export function Board({
  tasks,
  statuses = DEFAULT_BOARD_STATUSES,
  onMove,
  onOpenTask,
  onCreateTask,
  cardActions,
  readOnly = false,
  loading = false,
  now,
  'aria-label': ariaLabel = 'Board',
  className,
}: BoardProps) {
  // Columns whose ids did not change keep their arrays (see keepUnchangedColumns): a live
  // edit of one card then re-renders that card alone, not every mounted card.
  // An update that moved nothing (an edited title, a new editor) keeps the order as it is.
  const shown = React.useRef<Grouping | null>(null);
  const { order: baseOrder, byId } = React.useMemo(() => {
    const last = shown.current;
    let next: Grouping;
    if (last && last.statuses === statuses && sameOrderFields(last.tasks, tasks)) {
      next = { ...last, tasks, byId: new Map(tasks.map((task) => [task.id, task])) };
    } else {
      const grouped = groupByStatus(tasks, statuses);
      const order = keepUnchangedColumns(last?.order ?? null, grouped.order);
      next = { tasks, statuses, order, byId: grouped.byId };
    }
    shown.current = next;
    return next;
  }, [tasks, statuses]);
  // Stable handlers: an app passing a new function on each render would otherwise re-render
  // every column and card.
  const openTask = useLatestCallback(onOpenTask);
  const createTask = useLatestCallback(onCreateTask);
  const [preview, setPreview] = React.useState<ColumnOrder | null>(null);
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const instructionsId = React.useId();
  const [currentId, setCurrentId] = React.useState<string | null>(null);
  const [focusId, setFocusId] = React.useState<string | null>(null);
  const originalStatus = React.useRef<TaskStatus | null>(null);
  // A dropped card to focus once `tasks` show it in its new column: the app may update them
  // a moment after `onMove` (an optimistic cache write), and the card then mounts anew.
  const refocus = React.useRef<{ id: string; status: TaskStatus } | null>(null);
  const order = preview ?? baseOrder;

  React.useEffect(() => {
    const pending = refocus.current;
    if (!pending || locate(baseOrder, pending.id)?.status !== pending.status) return;
    refocus.current = null;
    setFocusId(pending.id);
  }, [baseOrder]);

  // Announcements run inside dnd-kit's handlers, so they read the latest state through refs.
  const orderRef = React.useRef(order);
  orderRef.current = order;
  const byIdRef = React.useRef(byId);
  byIdRef.current = byId;
  const announcements = React.useMemo(
    () =>
      boardAnnouncements({
        order: () => orderRef.current,
        task: (id) => byIdRef.current.get(id),
        originalStatus: () => originalStatus.current,
      }),
    [],
  );

  const statusesRef = React.useRef(statuses);
  statusesRef.current = statuses;
  const sectionRef = React.useRef<HTMLElement>(null);
  const coordinateGetter = React.useMemo(
    () =>
      columnKeyboardCoordinates({
        order: () => orderRef.current,
        statuses: () => statusesRef.current,
        rtl: () =>
          sectionRef.current ? getComputedStyle(sectionRef.current).direction === 'rtl' : false,
      }),
    [],
  );

  // Options of stable identity: new ones would give dnd-kit new activators, and with them a
  // new context value that re-renders every card's sortable hooks on each board render.
  const keyboardOptions = React.useMemo(
    () => ({ coordinateGetter, keyboardCodes: KEYBOARD_CODES }),
    [coordinateGetter],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const getTask = React.useCallback((id: string) => byId.get(id), [byId]);

  // The one card reachable with Tab: the last one focused if it still exists, else the first.
  const tabbableId = React.useMemo(() => {
    if (currentId && byId.has(currentId) && locate(baseOrder, currentId)) return currentId;
    for (const status of statuses) {
      const first = baseOrder[status][0];
      if (first) return first;
    }
    return null;
  }, [currentId, byId, baseOrder, statuses]);

  const statusOf = (id: string, within: ColumnOrder): TaskStatus | null => {
    if (id.startsWith('column:')) return id.slice('column:'.length) as TaskStatus;
    return locate(within, id)?.status ?? null;
  };

  const handleDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    originalStatus.current = locate(baseOrder, id)?.status ?? null;
    refocus.current = null;
    setActiveId(id);
    setPreview(baseOrder);
  };

  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    setPreview((current) => {
      const working = current ?? baseOrder;
      const from = locate(working, id);
      const toStatus = statusOf(String(over.id), working);
      if (!from || !toStatus || from.status === toStatus) return current;
      // Entering another column: land on the hovered card's slot, or at the end.
      const overIndex = working[toStatus].indexOf(String(over.id));
      const index = overIndex === -1 ? working[toStatus].length : overIndex;
      return moveTask(working, id, toStatus, index);
    });
  };

  const finish = () => {
    setPreview(null);
    setActiveId(null);
    // originalStatus stays until the next drag: the cancel announcement, made after this
    // handler, still reads it.
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    if (!over) {
      // Dropped outside every column: nothing moves, as the announcement says.
      finish();
      return;
    }
    let finalOrder = preview ?? baseOrder;
    const from = locate(finalOrder, id);
    const toStatus = statusOf(String(over.id), finalOrder);
    if (from && toStatus) {
      // Over a card: take its slot. Over a column's empty space: stay put in the same
      // column, or go to the end of another.
      const overIndex = finalOrder[toStatus].indexOf(String(over.id));
      const sameColumnIndex = from.status === toStatus ? from.index : finalOrder[toStatus].length;
      finalOrder = moveTask(
        finalOrder,
        id,
        toStatus,
        overIndex === -1 ? sameColumnIndex : overIndex,
      );
    }
    const before = neighboursOf(baseOrder, id);
    const after = neighboursOf(finalOrder, id);
    finish();
    if (!after || !before) return;
    const moved =
      before.status !== after.status ||
      before.beforeId !== after.beforeId ||
      before.afterId !== after.afterId;
    if (moved) onMove?.(id, after.status, after.beforeId, after.afterId);
    setCurrentId(id);
    setFocusId(id);
    refocus.current = after.status !== before.status ? { id, status: after.status } : null;
  };

  // Arrow keys move focus between cards when no card is picked up; dnd-kit's keyboard
  // sensor handles them while one is.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (activeId || !ARROW_KEYS.has(event.key)) return;
    const id = (event.target as HTMLElement).dataset.taskId;
    if (!id || !locate(baseOrder, id)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = arrowTarget(baseOrder, statuses, id, event.key, rtl);
    if (next) {
      setCurrentId(next);
      setFocusId(next);
    }
  };

  const overStatus = activeId ? (locate(order, activeId)?.status ?? null) : null;
  const activeTask = activeId ? byId.get(activeId) : undefined;
  const tabbableStatus = tabbableId ? (locate(order, tabbableId)?.status ?? null) : null;
  const focusStatus = focusId ? (locate(order, focusId)?.status ?? null) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnFirstCollision}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={finish}
      accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
      // dnd-kit uses this id for its instructions element: the cards point at it themselves.
      id={instructionsId}
    >
      <section
        ref={sectionRef}
        aria-label={ariaLabel}
        aria-busy={loading || undefined}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          const id = (event.target as HTMLElement).dataset.taskId;
          if (id) setCurrentId(id);
          setFocusId(null);
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
            onOpenTask={openTask}
            onCreateTask={createTask}
            cardActions={cardActions}
            // Each id goes to its own column only: the others need not re-render for it.
            tabbableId={tabbableStatus === status ? tabbableId : null}
            focusId={focusStatus === status ? focusId : null}
            dropTarget={overStatus === status && overStatus !== originalStatus.current}
            activeId={overStatus === status ? activeId : null}
            describedBy={instructionsId}
            readOnly={readOnly}
            loading={loading}
          />
        ))}
      </section>
      <DragOverlay>
        {activeTask ? <TaskCard task={activeTask} now={now} lifted /> : null}
      </DragOverlay>
    </DndContext>
  );
}

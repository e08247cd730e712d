import {
  type Announcements,
  DndContext,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import * as React from 'react';
import {
  type BoardMove,
  boardMoveOf,
  type ColumnOrder,
  groupByStatus,
  keepUnchangedColumns,
  locate,
  moveTask,
  sameOrderFields,
} from '../board-order/board-order';
import { TASK_STATUSES, type TaskStatus } from '../domain/schemas';
import { boardAnnouncements, boardInstructions } from './announcements';
import { BoardColumns } from './board-columns';
import { announceIn, BoardLiveRegion } from './board-live-region';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { columnFirstCollision } from './column-collision';
import { TaskCard } from './task-card';
import { useLatestCallback } from './use-latest-callback';

/** The columns a board shows by default: every status but `canceled`. */
export const DEFAULT_BOARD_STATUSES: ReadonlyArray<TaskStatus> = TASK_STATUSES.filter(
  (status) => status !== 'canceled',
);

/**
 * Called when a card is dropped somewhere new, with its {@link BoardMove}: the task, its new
 * column, and the ids of the cards now directly above and below it (`null` at a column end).
 * `@tandem/api-client`'s `tasks.move` takes it as it is.
 */
export type BoardMoveHandler = (move: BoardMove) => void;

/** A pointer drag starts after 4 px, so a click still opens the card. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
/**
 * dnd-kit's own announcements stay unsaid: the board says each drag's steps in its own live
 * region, which keyboard moves (never seen by dnd-kit) share with pointer drags.
 */
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

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
 * The task board: one column per status, cards ordered by position, drag and drop by pointer
 * (@dnd-kit) and keyboard (Space, arrows, Space) with screen-reader announcements, arrow-key
 * navigation between cards, and virtualised columns past 200 cards.
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

  React.useEffect(() => {
    const pending = refocus.current;
    if (!pending || locate(baseOrder, pending.id)?.status !== pending.status) return;
    refocus.current = null;
    setFocusId(pending.id);
  }, [baseOrder]);

  const liveRegion = React.useRef<HTMLDivElement>(null);
  const announce = React.useCallback((message: string | undefined) => {
    announceIn(liveRegion, message);
  }, []);
  // dnd-kit renders its own live region and instructions whatever its options; they go into
  // this element, which is never on the page, so the board's own are the only ones there.
  const [offPage] = React.useState(() =>
    typeof document === 'undefined' ? undefined : document.createElement('div'),
  );

  // Only pointer drags go through dnd-kit; the keyboard has its own moves (useKeyboardMove).
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));

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

  /** Reports a drop that changed the card's place, and has focus follow the card. */
  const commitMove = (id: string, finalOrder: ColumnOrder) => {
    const from = locate(baseOrder, id);
    const to = locate(finalOrder, id);
    if (!from || !to) return;
    const move = boardMoveOf(baseOrder, finalOrder, id);
    if (move) onMove?.(move);
    setCurrentId(id);
    setFocusId(id);
    refocus.current = to.status !== from.status ? { id, status: to.status } : null;
  };
  // One function for the row of columns, which then does not re-render for a new one.
  const latestCommit = React.useRef(commitMove);
  latestCommit.current = commitMove;
  const dropFromKeyboard = React.useCallback(
    (id: string, finalOrder: ColumnOrder) => latestCommit.current(id, finalOrder),
    [],
  );
  const order = preview ?? baseOrder;

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

  const handleDragStart = (event: DragStartEvent) => {
    const id = String(event.active.id);
    originalStatus.current = locate(baseOrder, id)?.status ?? null;
    refocus.current = null;
    setActiveId(id);
    setPreview(baseOrder);
    announce(announcements.onDragStart(event));
  };

  const handleDragOver = (event: DragOverEvent) => {
    announce(announcements.onDragOver?.(event));
    const { active, over } = event;
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
  };

  const handleDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    const id = String(active.id);
    if (!over) {
      // Dropped outside every column: nothing moves, as the announcement says.
      announce(announcements.onDragEnd(event));
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
    // The announcement says where the card lands, not where the preview last had it.
    orderRef.current = finalOrder;
    announce(announcements.onDragEnd(event));
    finish();
    commitMove(id, finalOrder);
  };

  const handleDragCancel = (event: DragCancelEvent) => {
    announce(announcements.onDragCancel(event));
    finish();
  };

  const activeTask = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnFirstCollision}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
      accessibility={{ announcements: SILENT, container: offPage }}
    >
      <BoardColumns
        statuses={statuses}
        order={baseOrder}
        preview={preview}
        activeId={activeId}
        activeFrom={activeId ? originalStatus.current : null}
        getTask={getTask}
        now={now}
        onOpenTask={openTask}
        onCreateTask={createTask}
        cardActions={cardActions}
        currentId={currentId}
        tabbableId={tabbableId}
        focusId={focusId}
        onCurrent={setCurrentId}
        onFocusRequest={setFocusId}
        announce={announce}
        onDrop={dropFromKeyboard}
        describedBy={instructionsId}
        readOnly={readOnly}
        loading={loading}
        aria-label={ariaLabel}
        className={className}
      />
      <DragOverlay>
        {activeTask ? <TaskCard task={activeTask} now={now} lifted /> : null}
      </DragOverlay>
      <div id={instructionsId} hidden>
        {boardInstructions.draggable}
      </div>
      <BoardLiveRegion ref={liveRegion} />
    </DndContext>
  );
}

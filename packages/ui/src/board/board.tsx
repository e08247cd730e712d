import { type Announcements, DndContext, DragOverlay } from '@dnd-kit/core';
import * as React from 'react';
import {
  type BoardMove,
  type ColumnMove,
  type StateMove,
  TASK_STATUSES,
  type TaskStatus,
} from '../domain/schemas';
import { boardInstructions } from './announcements';
import { BoardColumns } from './board-columns';
import { announceIn, BoardLiveRegion } from './board-live-region';
import { BoardSelectionContext, type TaskSelectHandler } from './board-selection';
import type { BoardTask, CardActionsRenderer } from './board-task';
import { columnFirstCollision } from './column-collision';
import { type BoardColumnSpec, statusColumns } from './column-spec';
import { TaskCard } from './task-card';
import { useBoardCursor } from './use-board-cursor';
import { useBoardDrag } from './use-board-drag';
import { useBoardGrouping } from './use-board-grouping';
import { useLatestCallback } from './use-latest-callback';

/** The columns a board shows by default: every status but `canceled`. */
export const DEFAULT_BOARD_STATUSES: ReadonlyArray<TaskStatus> = TASK_STATUSES.filter(
  (status) => status !== 'canceled',
);

/**
 * Called when a card is dropped somewhere new, with its {@link BoardMove}: the task, its new
 * column, and the ids of the cards now directly above and below it (`null` at a column end).
 * `@tandem/api-client`'s `tasks.move` takes it as it is. The card stays where it was dropped
 * until `tasks` change (or for a second); return `false` to refuse the move, and the card goes
 * back at once.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing accepts the move.
export type BoardMoveHandler = (move: BoardMove) => void | false;

/**
 * Called on a drop on a board of workflow states (`columns`), with the {@link StateMove}:
 * `tasks.move` of `@tandem/api-client` takes it as it is. Return `false` to refuse it at once,
 * as with {@link BoardMoveHandler}.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing accepts the move.
export type BoardStateMoveHandler = (move: StateMove) => void | false;

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

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * Hands a drop to the app's handler for the board's kind of columns. Whether the app took the
 * move: it has a handler, and the handler did not refuse it (`false`).
 */
function handOver(
  { taskId, toColumn, aboveId, belowId }: ColumnMove,
  { onMove, onStateMove }: { onMove?: BoardMoveHandler; onStateMove?: BoardStateMoveHandler },
): boolean {
  if (onStateMove) return onStateMove({ taskId, stateId: toColumn, aboveId, belowId }) !== false;
  if (!onMove) return false;
  return onMove({ taskId, toStatus: toColumn as TaskStatus, aboveId, belowId }) !== false;
}

/** Props of {@link Board}. */
export interface BoardProps {
  /** Every task of the board; each column sorts its own by `position`. */
  tasks: ReadonlyArray<BoardTask>;
  /** The columns, in order, on a board of statuses. @default every status except `canceled` */
  statuses?: ReadonlyArray<TaskStatus>;
  /**
   * The columns of a board of workflow states (1–20, any name), in order: tasks then go by
   * `state_id`, drops are reported to `onStateMove`, and `statuses` is not used.
   */
  columns?: ReadonlyArray<BoardColumnSpec>;
  /**
   * Called on a drop that changes a card's place. The board is controlled: it shows the
   * move while dragging, then shows `tasks` again, so update them (optimistically) here.
   */
  onMove?: BoardMoveHandler;
  /** Called on a drop that changes a card's place on a board of `columns`. */
  onStateMove?: BoardStateMoveHandler;
  /** Called with a task id when its card is clicked or Enter is pressed on it. */
  onOpenTask?: (taskId: string) => void;
  /** Show a "create task" button in each column header, calling this. */
  onCreateTask?: (status: TaskStatus, columnId: string) => void;
  /**
   * Extra controls on each card, e.g. a "Move…" menu (not drawn on read-only boards). Keep
   * the function stable (useCallback): columns re-render when it changes.
   */
  cardActions?: CardActionsRenderer;
  /** Extra controls in each column's header (a column menu); keep the function stable. */
  columnActions?: (column: BoardColumnSpec) => React.ReactNode;
  /**
   * The selected cards (bulk edit), drawn as selected. With `onSelectTask`, Ctrl/Cmd+click
   * and `x` toggle a card and Shift+click asks for a range, instead of opening it.
   */
  selectedIds?: ReadonlySet<string>;
  /** Called when a card asks to be selected; keep it stable (useCallback). */
  onSelectTask?: TaskSelectHandler;
  /** Drawn after the last column, in the scrolling row (an "Add column" button). */
  afterColumns?: React.ReactNode;
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
 * The task board: one column per workflow state (or per status), cards ordered by position, drag and drop by pointer
 * (@dnd-kit) and keyboard (Space, arrows, Space) with screen-reader announcements, arrow-key
 * navigation between cards, and virtualised columns past 200 cards.
 */
export function Board({
  tasks,
  statuses = DEFAULT_BOARD_STATUSES,
  columns: stateColumns,
  onMove,
  onStateMove,
  onOpenTask,
  onCreateTask,
  cardActions,
  columnActions,
  selectedIds = NO_SELECTION,
  onSelectTask,
  afterColumns,
  readOnly = false,
  loading = false,
  now,
  'aria-label': ariaLabel = 'Board',
  className,
}: BoardProps) {
  const selection = React.useMemo(
    () => ({ selectedIds, onSelect: onSelectTask }),
    [selectedIds, onSelectTask],
  );
  const byState = stateColumns !== undefined;
  const columns = React.useMemo(
    () => stateColumns ?? statusColumns(statuses),
    [stateColumns, statuses],
  );
  const columnKeys = React.useMemo(() => columns.map((column) => column.id), [columns]);
  const names = React.useMemo(
    () => new Map(columns.map((column) => [column.id, column.name])),
    [columns],
  );
  const columnName = React.useCallback((key: string) => names.get(key), [names]);
  const { order: baseOrder, byId, versions } = useBoardGrouping(tasks, columnKeys, byState);
  // Stable handlers: an app passing a new function on each render would otherwise re-render
  // every column and card.
  const openTask = useLatestCallback(onOpenTask);
  const createTask = useLatestCallback(onCreateTask);
  const instructionsId = React.useId();
  const reportMove = useLatestCallback((move: ColumnMove) =>
    handOver(move, byState ? { onStateMove } : { onMove }),
  );
  const cursor = useBoardCursor(baseOrder, byId, columnKeys, reportMove);
  // After a drop, the drop's order until the app's tasks follow it.
  const shownOrder = cursor.shownOrder;

  const liveRegion = React.useRef<HTMLDivElement>(null);
  const announce = React.useCallback((message: string | undefined) => {
    announceIn(liveRegion, message);
  }, []);
  // dnd-kit renders its own live region and instructions whatever its options; they go into
  // this element, which is never on the page, so the board's own are the only ones there.
  const [offPage] = React.useState(() =>
    typeof document === 'undefined' ? undefined : document.createElement('div'),
  );
  const drag = useBoardDrag({
    baseOrder: shownOrder,
    byId,
    announce,
    commitMove: cursor.commitMove,
    columnName,
    onStart: cursor.forgetRefocus,
  });
  // One function for good: a column re-renders, and reads its changed tasks through it, when
  // its version says one of them changed.
  const latestById = React.useRef(byId);
  latestById.current = byId;
  const getTask = React.useCallback((id: string) => latestById.current.get(id), []);
  const activeTask = drag.activeId ? byId.get(drag.activeId) : undefined;

  return (
    <BoardSelectionContext.Provider value={selection}>
      <DndContext
        sensors={drag.sensors}
        collisionDetection={columnFirstCollision}
        {...drag.handlers}
        accessibility={{ announcements: SILENT, container: offPage }}
      >
        <BoardColumns
          columns={columns}
          columnKeys={columnKeys}
          columnName={columnName}
          order={shownOrder}
          preview={drag.preview}
          activeId={drag.activeId}
          activeFrom={drag.activeFrom}
          getTask={getTask}
          versions={versions}
          now={now}
          onOpenTask={openTask}
          onCreateTask={createTask}
          cardActions={cardActions}
          columnActions={columnActions}
          afterColumns={afterColumns}
          currentId={cursor.currentId}
          tabbableId={cursor.tabbableId}
          focusId={cursor.focusId}
          onCurrent={cursor.setCurrentId}
          onFocusRequest={cursor.setFocusId}
          announce={announce}
          onDrop={cursor.dropFromKeyboard}
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
    </BoardSelectionContext.Provider>
  );
}

import type { TaskStatus } from '@tandem/schemas';
import {
  Board,
  type BoardColumnSpec,
  type BoardMoveHandler,
  type BoardStateMoveHandler,
  type CardActionsRenderer,
  type TaskSelectHandler,
} from '@tandem/ui/board';
import { lazy, type ReactNode, Suspense } from 'react';
import { LazyListView } from './lazy-list-view';
import type { ListViewProps } from './list-view';

// The calendar's code loads only when someone opens it, not with every board.
const CalendarView = lazy(() =>
  import('./calendar-view').then((module) => ({ default: module.CalendarView })),
);

/** What a member (not a viewer) can do in a view. */
export interface ViewEditing {
  move: BoardMoveHandler;
  moveToState: BoardStateMoveHandler;
  cardActions: CardActionsRenderer;
  /** A column's "+": a new task in that column (a status, or an added workflow state). */
  onCreateTask: ((status: TaskStatus, columnId: string) => void) | undefined;
}

/** What owners and admins get to shape the columns: each header's menu and "Add column". */
export interface ViewShaping {
  columnActions: (column: BoardColumnSpec) => ReactNode;
  afterColumns: ReactNode;
}

/** The cards selected for a bulk edit, and how a click or `x` selects one (members only). */
export interface ViewSelection {
  selectedIds: ReadonlySet<string>;
  onSelectTask?: TaskSelectHandler;
}

/** Props of {@link CurrentView}: what every view gets. */
export interface CurrentViewProps extends Omit<ListViewProps, 'moveToState'> {
  /** Absent for viewers: the view is read-only. */
  editing: ViewEditing | undefined;
  /** The board's card selection for bulk edits. */
  selection?: ViewSelection;
  /** Gives a task a new due date or none; without it (viewers) the calendar is read-only. */
  onReschedule?: ((taskId: string, dueDate: string | null) => void) | undefined;
  /** The column controls, for those who may shape the board's columns. */
  shaping?: ViewShaping;
}

/**
 * The board's tasks laid out as the URL's `view` says: the board's columns, a list or a
 * calendar by due date.
 */
export function CurrentView({
  editing,
  selection,
  onReschedule,
  shaping,
  ...props
}: CurrentViewProps) {
  if (props.search.view === 'list') {
    return <LazyListView {...props} moveToState={editing?.moveToState} />;
  }
  if (props.search.view === 'calendar') {
    return (
      <Suspense fallback={null}>
        <CalendarView
          boardName={props.boardName}
          tasks={props.cards}
          loading={props.loading}
          search={props.search}
          onSearchChange={props.onSearchChange}
          onOpenTask={props.onOpenTask}
          onReschedule={onReschedule}
        />
      </Suspense>
    );
  }
  return (
    <Board
      aria-label={`${props.boardName} board`}
      tasks={props.cards}
      statuses={props.statuses}
      columns={props.columns}
      loading={props.loading}
      readOnly={!editing}
      {...(editing ? { onMove: editing.move, onStateMove: editing.moveToState } : {})}
      cardActions={editing?.cardActions}
      onOpenTask={props.onOpenTask}
      onCreateTask={editing?.onCreateTask}
      {...selection}
      {...(shaping
        ? { columnActions: shaping.columnActions, afterColumns: shaping.afterColumns }
        : {})}
    />
  );
}

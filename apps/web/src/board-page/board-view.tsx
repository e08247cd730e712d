import type { TaskStatus } from '@tandem/schemas';
import {
  Board,
  type BoardMoveHandler,
  type BoardStateMoveHandler,
  type CardActionsRenderer,
  type TaskSelectHandler,
} from '@tandem/ui/board';
import { LazyListView } from './lazy-list-view';
import type { ListViewProps } from './list-view';

/** What a member (not a viewer) can do in a view. */
export interface BoardViewEditing {
  move: BoardMoveHandler;
  moveToState: BoardStateMoveHandler;
  cardActions: CardActionsRenderer;
  onCreateTask: (status: TaskStatus) => void;
}

/** The cards selected for a bulk edit, and how a click or `x` selects one (members only). */
export interface BoardViewSelection {
  selectedIds: ReadonlySet<string>;
  onSelectTask?: TaskSelectHandler;
}

/** Props of {@link BoardView}: what every view gets. */
export interface BoardViewProps extends Omit<ListViewProps, 'moveToState'> {
  /** Absent for viewers: the view is read-only. */
  editing: BoardViewEditing | undefined;
  /** The board's card selection for bulk edits. */
  selection?: BoardViewSelection;
}

/** The board's tasks laid out as the URL's `view` says: the board's columns, or a list. */
export function BoardView({ editing, selection, ...props }: BoardViewProps) {
  if (props.search.view === 'list') {
    return <LazyListView {...props} moveToState={editing?.moveToState} />;
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
    />
  );
}

import type { BoardTaskRow } from '@tandem/api-client';
import type { TaskStatus } from '@tandem/schemas';
import {
  Board,
  type BoardColumnSpec,
  type BoardMoveHandler,
  type BoardPerson,
  type BoardStateMoveHandler,
  type BoardTask,
  type CardActionsRenderer,
} from '@tandem/ui/board';
import type { BoardSearch } from './board-search';
import { LazyListView } from './lazy-list-view';

/** What a member (not a viewer) can do in a view. */
export interface BoardViewEditing {
  move: BoardMoveHandler;
  moveToState: BoardStateMoveHandler;
  cardActions: CardActionsRenderer;
  onCreateTask: (status: TaskStatus) => void;
}

/** Props of {@link BoardView}. */
export interface BoardViewProps {
  boardName: string;
  cards: ReadonlyArray<BoardTask>;
  statuses: ReadonlyArray<TaskStatus>;
  columns: ReadonlyArray<BoardColumnSpec> | undefined;
  loading: boolean;
  tasks: ReadonlyArray<BoardTaskRow>;
  people: ReadonlyMap<string, BoardPerson>;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  onOpenTask: (taskId: string) => void;
  /** Absent for viewers: the view is read-only. */
  editing: BoardViewEditing | undefined;
}

/** The board's tasks laid out as the URL's `view` says: the board's columns, or a list. */
export function BoardView({ editing, ...props }: BoardViewProps) {
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
    />
  );
}

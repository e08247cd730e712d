import { Board, type BoardProps } from '@tandem/ui/board';
import { lazy, Suspense } from 'react';
import type { BoardSearch } from './board-search';

// The calendar's code loads only when someone opens it, not with every board.
const CalendarView = lazy(() =>
  import('./calendar-view').then((module) => ({ default: module.CalendarView })),
);

/** Props of {@link BoardView}: the board's own, and what the other views need besides. */
export interface BoardViewProps extends BoardProps {
  boardName: string;
  search: BoardSearch;
  /** Merges a change into the URL's search params (the calendar's period). */
  onSearchChange: (change: Partial<BoardSearch>) => void;
  /** Gives a task a new due date or none; without it (viewers) the calendar is read-only. */
  onReschedule?: ((taskId: string, dueDate: string | null) => void) | undefined;
}

/** The board's tasks laid out as the URL's `?view=` asks: the board's columns or the calendar. */
export function BoardView({
  boardName,
  search,
  onSearchChange,
  onReschedule,
  ...board
}: BoardViewProps) {
  return (
    <div className="min-h-0 flex-1">
      {search.view === 'calendar' ? (
        <Suspense fallback={null}>
          <CalendarView
            boardName={boardName}
            tasks={board.tasks}
            loading={board.loading ?? false}
            search={search}
            onSearchChange={onSearchChange}
            onOpenTask={(taskId) => board.onOpenTask?.(taskId)}
            onReschedule={onReschedule}
          />
        </Suspense>
      ) : (
        <Board aria-label={`${boardName} board`} {...board} />
      )}
    </div>
  );
}

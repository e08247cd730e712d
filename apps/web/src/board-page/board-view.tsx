import { Board, type BoardProps, dayOf, TaskCalendar } from '@tandem/ui/board';
import type { BoardSearch } from './board-search';

/** Props of {@link BoardView}: the board's own, and what the other views need besides. */
export interface BoardViewProps extends BoardProps {
  boardName: string;
  search: BoardSearch;
  /** Merges a change into the URL's search params (the calendar's period). */
  onSearchChange: (change: Partial<BoardSearch>) => void;
  /** Gives a task a new due date or none; without it (viewers) the calendar is read-only. */
  onReschedule?: (taskId: string, dueDate: string | null) => void;
}

/**
 * The board's tasks laid out as the URL's `?view=` asks: the board's columns, or the calendar by
 * due date with its range (`?range=week`) and period (`?date=`) in the URL too.
 */
export function BoardView({
  boardName,
  search,
  onSearchChange,
  onReschedule,
  ...board
}: BoardViewProps) {
  if (search.view === 'calendar') {
    return (
      <div className="min-h-0 flex-1">
        <TaskCalendar
          aria-label={`${boardName} calendar`}
          tasks={board.tasks}
          mode={search.range ?? 'month'}
          date={search.date ?? dayOf(new Date())}
          loading={board.loading}
          onNavigate={({ mode, date }) =>
            onSearchChange({ range: mode === 'month' ? undefined : mode, date })
          }
          onOpenTask={(taskId) => board.onOpenTask?.(taskId)}
          onReschedule={onReschedule}
        />
      </div>
    );
  }
  return (
    <div className="min-h-0 flex-1">
      <Board aria-label={`${boardName} board`} {...board} />
    </div>
  );
}

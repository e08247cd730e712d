import type { BoardTask } from '@tandem/ui/board';
import { dayOf, TaskCalendar } from '@tandem/ui/calendar';
import type { BoardSearch } from '../board-search';

/** Props of {@link CalendarView}. */
export interface CalendarViewProps {
  boardName: string;
  tasks: ReadonlyArray<BoardTask>;
  loading: boolean;
  search: BoardSearch;
  onSearchChange: (change: Partial<BoardSearch>) => void;
  onOpenTask: (taskId: string) => void;
  onReschedule: ((taskId: string, dueDate: string | null) => void) | undefined;
}

/** The calendar view of a board: its range (`?range=week`) and period (`?date=`) in the URL. */
export function CalendarView({ boardName, search, onSearchChange, ...props }: CalendarViewProps) {
  return (
    <TaskCalendar
      aria-label={`${boardName} calendar`}
      tasks={props.tasks}
      mode={search.range ?? 'month'}
      date={search.date ?? dayOf(new Date())}
      loading={props.loading}
      onNavigate={({ mode, date }) =>
        onSearchChange({ range: mode === 'month' ? undefined : mode, date })
      }
      onOpenTask={props.onOpenTask}
      onReschedule={props.onReschedule}
    />
  );
}

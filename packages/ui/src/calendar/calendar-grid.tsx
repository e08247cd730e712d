import type * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { cn } from '../foundations/cn';
import { type CalendarMode, sameMonth, type WeekStart, weekdayNames } from './calendar-dates';
import { CalendarDay } from './calendar-day';

/** Props of {@link CalendarGrid}. */
export interface CalendarGridProps {
  'aria-label': string;
  /** The days to draw, whole weeks. */
  days: ReadonlyArray<string>;
  mode: CalendarMode;
  /** A day of the period shown (its month marks the month view's own days). */
  date: string;
  today: string;
  weekStart: WeekStart;
  /** The tasks of each day. */
  dated: ReadonlyMap<string, BoardTask[]>;
  renderTask: (task: BoardTask) => React.ReactNode;
  onShowDay: (day: string) => void;
}

/** The days of a calendar: seven columns under weekday names, or one agenda column when narrow. */
export function CalendarGrid({
  days,
  mode,
  date,
  today,
  weekStart,
  dated,
  renderTask,
  onShowDay,
  ...props
}: CalendarGridProps) {
  return (
    <div className="min-h-0 shrink overflow-auto rounded-lg border border-border bg-surface @4xl:flex-1">
      <div
        aria-hidden="true"
        className="sticky top-0 z-10 hidden border-border border-b bg-surface @2xl:grid @2xl:grid-cols-7"
      >
        {weekdayNames(weekStart).map((name) => (
          <span key={name} className="px-2 py-1.5 font-medium text-[11px] text-muted uppercase">
            {name}
          </span>
        ))}
      </div>
      <ol
        aria-label={props['aria-label']}
        className={cn(
          'grid grid-cols-1 @2xl:grid-cols-7 @2xl:[&>li:nth-child(7n)]:border-r-0',
          // A week's days run to the bottom, under the weekday names.
          mode === 'week' && '@2xl:min-h-[calc(100%-2rem)] @2xl:[&>li]:border-b-0',
        )}
      >
        {days.map((day) => (
          <CalendarDay
            key={day}
            day={day}
            mode={mode}
            tasks={dated.get(day) ?? []}
            when={day < today ? 'past' : day === today ? 'today' : 'future'}
            outside={mode === 'month' && !sameMonth(day, date)}
            renderTask={renderTask}
            onShowDay={onShowDay}
          />
        ))}
      </ol>
    </div>
  );
}

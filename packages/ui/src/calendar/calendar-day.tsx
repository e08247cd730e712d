import { useDroppable } from '@dnd-kit/core';
import type * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { cn } from '../foundations/cn';
import { dateTimeFormat } from '../foundations/intl-formats';
import { type CalendarMode, dayName, parseDay } from './calendar-dates';

/** Chips a month's day shows before "+N more". */
const MONTH_VISIBLE = 3;

/** The droppable id of a calendar day. */
export function dayDropId(day: string): string {
  return `day:${day}`;
}

/** Props of {@link CalendarDay}. */
export interface CalendarDayProps {
  /** `YYYY-MM-DD`. */
  day: string;
  mode: CalendarMode;
  /** Its tasks, in the order to show them. */
  tasks: ReadonlyArray<BoardTask>;
  /** `today`, `past` or `future`, for the marker and the muted past. */
  when: 'past' | 'today' | 'future';
  /** Outside the shown month (the month grid's leading and trailing days). */
  outside: boolean;
  /** Draws one task. */
  renderTask: (task: BoardTask) => React.ReactNode;
  /** Shows the whole day (the week holding it), from "+N more". */
  onShowDay: (day: string) => void;
}

/**
 * One day of the calendar: its number (today ringed), its tasks, and a drop target for a
 * dragged task. A busy day of the month view shows three tasks and "+N more", which opens its
 * week. On a narrow screen the days stack as an agenda; an empty day of the month is left out
 * there, except today.
 */
export function CalendarDay({
  day,
  mode,
  tasks,
  when,
  outside,
  renderTask,
  onShowDay,
}: CalendarDayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day) });
  const shown = mode === 'month' ? tasks.slice(0, MONTH_VISIBLE) : tasks;
  const hidden = tasks.length - shown.length;
  const date = parseDay(day);
  const name = dayName(day);
  return (
    <li
      ref={setNodeRef}
      data-day={day}
      className={cn(
        'flex min-w-0 gap-2 border-border border-b px-2 py-1.5 @2xl:flex-col @2xl:gap-1 @2xl:border-r @2xl:px-1.5',
        mode === 'month' ? '@2xl:min-h-28' : '@2xl:min-h-72',
        outside && 'bg-subtle/60',
        mode === 'month' && tasks.length === 0 && when !== 'today' && 'hidden @2xl:flex',
        isOver && 'bg-accent-subtle',
      )}
    >
      <span className="flex w-12 shrink-0 flex-col items-start @2xl:w-auto @2xl:flex-row @2xl:items-center @2xl:gap-1">
        <span aria-hidden="true" className="text-[11px] text-muted uppercase @2xl:hidden">
          {dateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(date)}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'grid size-6 place-items-center rounded-full text-xs tabular-nums',
            when === 'today' && 'bg-accent font-semibold text-accent-fg',
            when !== 'today' && (outside ? 'text-faint' : 'text-muted'),
          )}
        >
          {date.getUTCDate()}
        </span>
        <span className="sr-only">
          {name}
          {when === 'today' ? ', today' : ''}
          {tasks.length ? `, ${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}` : ''}
        </span>
      </span>
      <ul className="flex min-w-0 flex-1 flex-col gap-1">
        {shown.map((task) => (
          <li key={task.id} className="min-w-0">
            {renderTask(task)}
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => onShowDay(day)}
              className="rounded px-1.5 text-muted text-xs hover:bg-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              +{hidden} more<span className="sr-only"> on {name}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

import { DndContext, DragOverlay } from '@dnd-kit/core';
import * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { dueDateState } from '../board/due-date';
import { addDays, type CalendarMode, calendarDays, dayOf, type WeekStart } from './calendar-dates';
import { CalendarGrid } from './calendar-grid';
import { CalendarHeader } from './calendar-header';
import { CalendarTaskChip } from './calendar-task-chip';
import { CalendarTray } from './calendar-tray';
import { useCalendarDrag } from './use-calendar-drag';

/** Props of {@link TaskCalendar}. */
export interface TaskCalendarProps {
  /** The tasks to place by due date (undated ones go to the tray). */
  tasks: ReadonlyArray<BoardTask>;
  /** A month or a week. */
  mode: CalendarMode;
  /** Any day (`YYYY-MM-DD`) of the period to show. */
  date: string;
  /** Called with the period to show next (the arrows, "Today", Month | Week, "+N more"). */
  onNavigate: (view: { mode: CalendarMode; date: string }) => void;
  /** Opens a task (click, Enter). */
  onOpenTask: (taskId: string) => void;
  /** Gives a task a new due date, or none (`null`); without it the calendar is read-only. */
  onReschedule?: (taskId: string, dueDate: string | null) => void;
  /** "Now", for today and overdue; pass a fixed date in tests. @default new Date() */
  now?: Date;
  /** The first day of the week. @default 1 (Monday) */
  weekStart?: WeekStart;
  /** While the tasks load. */
  loading?: boolean;
  'aria-label'?: string;
}

function byDueDate(tasks: ReadonlyArray<BoardTask>) {
  const days = new Map<string, BoardTask[]>();
  const undated: BoardTask[] = [];
  for (const task of tasks) {
    if (!task.due_date) undated.push(task);
    else days.set(task.due_date, [...(days.get(task.due_date) ?? []), task]);
  }
  return { days, undated };
}

/**
 * A board's tasks by due date, as a month or a week, with a tray of the undated ones. Drag a
 * task to another day to reschedule it, onto the tray to clear its date, or from the tray
 * onto a day to date it; Alt+arrow keys do the same from the keyboard (a day or a week; from
 * the tray, onto today). Overdue open tasks are red. On a narrow screen the days stack as an
 * agenda. Presentational: the period comes in as props and goes out through `onNavigate`.
 */
export function TaskCalendar(props: TaskCalendarProps) {
  const { tasks, mode, date, onReschedule, weekStart = 1, loading = false } = props;
  const now = props.now ?? new Date();
  const today = dayOf(now);
  const hintId = React.useId();
  const root = React.useRef<HTMLDivElement>(null);
  const refocus = React.useRef<number | null>(null);
  const days = React.useMemo(() => calendarDays(mode, date, weekStart), [mode, date, weekStart]);
  const { days: dated, undated } = React.useMemo(() => byDueDate(tasks), [tasks]);
  const byId = React.useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const { onNavigate: navigate, onOpenTask: openTask } = props;
  const drag = useCalendarDrag(byId, onReschedule);

  const shift = React.useCallback(
    (task: BoardTask, by: number) => {
      const due = task.due_date ? addDays(task.due_date, by) : today;
      refocus.current = task.number;
      onReschedule?.(task.id, due);
      if (!days.includes(due)) navigate({ mode, date: due });
    },
    [today, days, mode, navigate, onReschedule],
  );
  // A task moved from the keyboard is drawn anew in its new day: focus follows it there.
  useFocusFollowsChip(root, refocus);

  const renderTask = (task: BoardTask) => (
    <CalendarTaskChip
      task={task}
      overdue={dueDateState(task.due_date, now, { status: task.status }) === 'overdue'}
      onOpen={(chosen) => {
        refocus.current = null;
        openTask(chosen.id);
      }}
      onShift={onReschedule ? shift : undefined}
      hintId={hintId}
      wrap={mode === 'week'}
    />
  );

  return (
    <div ref={root} aria-busy={loading} className="@container flex h-full min-h-0 flex-col gap-3">
      <CalendarHeader
        mode={mode}
        date={date}
        today={today}
        weekStart={weekStart}
        onNavigate={navigate}
      />
      <span id={hintId} className="sr-only">
        Alt+Left and Alt+Right move the task a day, Alt+Up and Alt+Down a week.
      </span>
      <DndContext
        sensors={drag.sensors}
        onDragStart={drag.onDragStart}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
      >
        <div className="flex min-h-0 flex-1 flex-col gap-3 @4xl:flex-row">
          <CalendarGrid
            aria-label={props['aria-label'] ?? 'Calendar'}
            days={days}
            mode={mode}
            date={date}
            today={today}
            weekStart={weekStart}
            dated={dated}
            renderTask={renderTask}
            onShowDay={(shown) => navigate({ mode: 'week', date: shown })}
          />
          <CalendarTray tasks={undated} renderTask={renderTask} />
        </div>
        <DragOverlay dropAnimation={null}>
          {drag.active ? (
            <CalendarTaskChip task={drag.active} overdue={false} onOpen={() => {}} lifted />
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

/**
 * After each render, focuses the chip of the task numbered `refocus` (a task moved from the
 * keyboard, drawn anew in its new day), unless it has focus already.
 */
function useFocusFollowsChip(
  root: React.RefObject<HTMLElement | null>,
  refocus: React.RefObject<number | null>,
): void {
  React.useEffect(() => {
    if (refocus.current === null) return;
    const chip = root.current?.querySelector<HTMLElement>(
      `[data-task-number="${refocus.current}"]`,
    );
    if (chip && chip !== document.activeElement) chip.focus();
  });
}

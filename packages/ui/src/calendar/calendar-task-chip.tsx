import { useDraggable } from '@dnd-kit/core';
import * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { StatusIcon } from '../board/status-icon';
import { cn } from '../foundations/cn';

/** Days a key moves a task by: Alt+Left/Right a day, Alt+Up/Down a week. */
const KEY_SHIFTS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** Props of {@link CalendarTaskChip}. */
export interface CalendarTaskChipProps {
  task: BoardTask;
  /** Past due and still open: drawn in red and said so. */
  overdue: boolean;
  /** Opens the task (click, Enter, Space). */
  onOpen: (task: BoardTask) => void;
  /** Moves the task by a number of days (Alt+arrows); without it the chip cannot move. */
  onShift?: (task: BoardTask, days: number) => void;
  /** Id of the element that explains the keys, for `aria-describedby`. */
  hintId?: string;
  /** Draw as the copy under the pointer while dragging. */
  lifted?: boolean;
  /** Let the title take two lines (a week's tall days) rather than cut it at one. */
  wrap?: boolean;
}

/**
 * A task on a calendar day or in the undated tray: status, number and title. Dragging it (a
 * pointer drag starts after 4 px, so a click still opens it) drops it on another day; with
 * the keyboard, Alt+arrow keys move it by a day or a week.
 */
export const CalendarTaskChip = React.memo(function CalendarTaskChip({
  task,
  overdue,
  onOpen,
  onShift,
  hintId,
  lifted = false,
  wrap = false,
}: CalendarTaskChipProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: task.id,
    disabled: !onShift || lifted,
  });
  return (
    <button
      ref={lifted ? undefined : setNodeRef}
      type="button"
      data-task-number={task.number}
      aria-describedby={onShift ? hintId : undefined}
      aria-keyshortcuts={
        onShift ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined
      }
      {...(lifted ? {} : listeners)}
      onClick={() => onOpen(task)}
      onKeyDown={(event) => {
        const days = KEY_SHIFTS[event.key];
        if (!event.altKey || days === undefined || !onShift) return;
        event.preventDefault();
        onShift(task, days);
      }}
      className={cn(
        'group/chip flex w-full min-w-0 touch-manipulation items-start gap-1.5 rounded-md border px-1.5 py-1 text-left text-xs',
        'border-border bg-surface text-fg shadow-xs transition-colors hover:bg-hover',
        'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
        overdue && 'border-danger/40 bg-danger-subtle text-danger-text hover:bg-danger-subtle',
        isDragging && 'opacity-40',
        lifted && 'cursor-grabbing shadow-lg ring-1 ring-border-strong',
        onShift && !lifted && 'cursor-grab',
      )}
    >
      <StatusIcon status={task.status} className="mt-0.5 size-3" />
      <span className={cn('shrink-0 tabular-nums', overdue ? 'text-danger-text' : 'text-muted')}>
        #{task.number}
      </span>{' '}
      <span className={cn('min-w-0 font-medium', wrap ? 'line-clamp-2' : 'truncate')}>
        {task.title}
        {overdue ? <span className="sr-only">, overdue</span> : null}
      </span>
    </button>
  );
});

import { useDroppable } from '@dnd-kit/core';
import { CalendarOff } from 'lucide-react';
import type * as React from 'react';
import type { BoardTask } from '../board/board-task';
import { cn } from '../foundations/cn';

/** The droppable id of the undated tray: a task dropped there loses its due date. */
export const TRAY_DROP_ID = 'tray';

/** Props of {@link CalendarTray}. */
export interface CalendarTrayProps {
  tasks: ReadonlyArray<BoardTask>;
  renderTask: (task: BoardTask) => React.ReactNode;
}

/**
 * The tasks without a due date, beside the calendar (under it on a narrow screen): drag one
 * onto a day to give it that date, or drop a dated task here to clear its date.
 */
export function CalendarTray({ tasks, renderTask }: CalendarTrayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_DROP_ID });
  return (
    <section
      ref={setNodeRef}
      aria-label="No due date"
      className={cn(
        'flex min-h-0 flex-col gap-2 rounded-lg border border-border bg-surface p-2 @4xl:w-64 @4xl:shrink-0',
        isOver && 'border-accent bg-accent-subtle',
      )}
    >
      <h3 className="flex items-center gap-1.5 px-1 font-medium text-muted text-xs">
        <CalendarOff aria-hidden="true" className="size-3.5" />
        No due date
        <span className="ml-auto tabular-nums">{tasks.length}</span>
      </h3>
      {tasks.length === 0 ? (
        <p className="px-1 py-3 text-center text-faint text-xs">Every task has a date</p>
      ) : (
        <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto">
          {tasks.map((task) => (
            <li key={task.id} className="min-w-0">
              {renderTask(task)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { AssignedTask } from '@tandem/api-client';
import { dueDateState, formatDueDate, STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import { cn } from '@tandem/ui/foundations';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';

/** Props of {@link MyTaskRow}. */
export interface MyTaskRowProps {
  task: AssignedTask;
  now: Date;
  /** Name the workspace beside the board (when the list spans several). */
  showWorkspace: boolean;
}

/**
 * One task of "My tasks": state, number, title, board and due date; a link that opens the task
 * on its board.
 */
export function MyTaskRow({ task, now, showWorkspace }: MyTaskRowProps) {
  const due = dueDateState(task.due_date, now, { status: task.status });
  const place = showWorkspace ? `${task.workspace.name} / ${task.board.name}` : task.board.name;
  return (
    <li>
      <Link
        to="/w/$slug/b/$boardId"
        params={{ slug: task.workspace.slug, boardId: task.board.id }}
        search={{ task: task.number }}
        className={cn(
          'grid grid-cols-[auto_1fr_auto] items-center gap-x-2.5 gap-y-0.5 px-3 py-2 text-sm',
          'hover:bg-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2',
          'sm:grid-cols-[auto_auto_1fr_auto_auto_5.5rem]',
        )}
      >
        <StatusIcon status={task.status} />
        <span className="hidden text-muted text-xs tabular-nums sm:inline">#{task.number}</span>
        <span className="min-w-0 truncate font-medium text-fg">{task.title}</span>
        <span className="col-start-2 row-start-2 min-w-0 truncate text-muted text-xs sm:col-auto sm:row-auto sm:max-w-48">
          <span className="tabular-nums sm:hidden">#{task.number} · </span>
          {place}
        </span>
        <span className="hidden text-muted text-xs sm:inline">{STATUS_LABELS[task.status]}</span>
        <span
          className={cn(
            'col-start-3 row-start-1 inline-flex items-center justify-end gap-1 text-xs tabular-nums sm:col-auto',
            due === 'overdue' ? 'font-medium text-danger-text' : 'text-muted',
            (due === 'today' || due === 'soon') && 'text-warning-text',
          )}
        >
          {task.due_date ? (
            <>
              <CalendarClock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{due === 'overdue' ? 'Overdue, was due ' : 'Due '}</span>
              {formatDueDate(task.due_date, now)}
            </>
          ) : null}
        </span>
        <span className="sr-only">, {STATUS_LABELS[task.status]}</span>
      </Link>
    </li>
  );
}

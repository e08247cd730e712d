import { CalendarClock } from 'lucide-react';
import * as React from 'react';
import { cn } from '../foundations/cn';
import type { BoardTask } from './board-task';
import { type BoardColumnSpec, columnStatus } from './column-spec';
import { dueDateState, formatDueDate } from './due-date';
import { STATUS_LABELS } from './labels';
import { StatusIcon } from './status-icon';

const dueStyles = {
  none: 'text-muted',
  later: 'text-muted',
  soon: 'text-warning-text',
  today: 'text-warning-text',
  overdue: 'font-medium text-danger-text',
} as const;

/** Props of {@link AssignedTaskRow}. */
export interface AssignedTaskRowProps {
  task: Pick<BoardTask, 'number' | 'title' | 'status' | 'due_date'>;
  /**
   * The title as a link to the task (a router link); the whole row becomes its click target
   * while it stays one tab stop.
   */
  title: React.ReactNode;
  /** Where the task lives: "Roadmap", or "Acme / Roadmap" across workspaces. */
  place: string;
  /** "Now", for the due date's state; pass a fixed date in tests. @default new Date() */
  now?: Date;
  /**
   * The task's column on its board (its workflow state: "QA / Testing"), shown by name with
   * its icon. Absent: the task's status, as a board of statuses names it.
   */
  column?: Pick<BoardColumnSpec, 'name' | 'category' | 'status'>;
}

/**
 * One row of a list of tasks from many boards ("My tasks"): column, number, title, board and
 * due date (overdue in red). On a narrow screen the number, board and column go under the
 * title.
 */
export function AssignedTaskRow({
  task,
  title,
  place,
  now = new Date(),
  column,
}: AssignedTaskRowProps) {
  const due = dueDateState(task.due_date, now, { status: task.status });
  const status = column ? columnStatus({ id: '', ...column }) : task.status;
  const columnName = column?.name ?? STATUS_LABELS[task.status];
  return (
    <li
      className={cn(
        'relative flex items-center gap-2.5 px-3 py-2 text-sm hover:bg-hover',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:-outline-offset-2',
      )}
    >
      <StatusIcon status={status} />
      <span className="hidden w-10 shrink-0 text-muted text-xs tabular-nums sm:inline">
        #{task.number}
      </span>
      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
        <span className="min-w-0 truncate font-medium text-fg [&_a]:outline-none [&_a]:after:absolute [&_a]:after:inset-0">
          {title}
        </span>
        <span className="min-w-0 truncate text-muted text-xs sm:ml-auto sm:max-w-56 sm:shrink-0">
          <span className="tabular-nums sm:hidden">#{task.number} · </span>
          {place}
          <span className="sm:hidden"> · {columnName}</span>
        </span>
      </span>
      <span className="hidden w-28 shrink-0 truncate text-muted text-xs sm:inline">
        {columnName}
      </span>
      <span
        className={cn(
          'inline-flex w-24 shrink-0 items-center justify-end gap-1 text-xs tabular-nums',
          dueStyles[due],
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
    </li>
  );
}

/** Props of {@link AssignedTaskGroup}. */
export interface AssignedTaskGroupProps {
  /** The heading ("Overdue", "Today"); names the region. */
  name: string;
  count: number;
  /** Draw the heading in red (overdue). @default false */
  urgent?: boolean;
  /** The {@link AssignedTaskRow}s. */
  children: React.ReactNode;
}

/** A titled group of {@link AssignedTaskRow}s, a region named by its heading. */
export function AssignedTaskGroup({
  name,
  count,
  urgent = false,
  children,
}: AssignedTaskGroupProps) {
  const id = React.useId();
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="mb-1.5 flex items-baseline gap-2 px-1 font-medium text-muted text-xs uppercase tracking-wide"
      >
        <span className={urgent ? 'text-danger-text' : undefined}>{name}</span>
        <span className="text-faint tabular-nums">{count}</span>
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface shadow-xs">
        {children}
      </ul>
    </section>
  );
}

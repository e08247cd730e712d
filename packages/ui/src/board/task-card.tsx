import { Check, CloudOff, PencilLine } from 'lucide-react';
import * as React from 'react';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';
import type { BoardPerson, BoardTask } from './board-task';
import { dueDateState, formatDueDate } from './due-date';
import { checklistProgressLabel, PRIORITY_LABELS } from './labels';
import { PriorityIcon } from './priority-icon';
import { TaskCardMeta } from './task-card-meta';

/** Props of {@link TaskCard}. */
export interface TaskCardProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The task to show. */
  task: BoardTask;
  /** "Now", for due-date states; pass a fixed date in tests. @default new Date() */
  now?: Date;
  /** Called with the task id on click, Enter, or Space when the card is not draggable. */
  onOpen?: (taskId: string) => void;
  /** Draw the card as lifted (while dragged). @default false */
  lifted?: boolean;
  /** Draw the card as the empty slot a dragged card left. @default false */
  placeholder?: boolean;
  /**
   * Draw the card as part of a selection (bulk edit): an accent outline and a check mark,
   * and "Selected" first in its description (a board's card is also "pressed"). @default false
   */
  selected?: boolean;
}

/**
 * A task on the board: number, title, priority, labels, assignee, due date (with soon, today
 * and overdue states), comment and attachment counts, checklist progress ("3/5"), who is
 * editing it, and "Not saved" while a change to it waits to be sent. Its accessible name is
 * "#number title"; the rest is its description. Memoised: it re-renders only when its props
 * change, which keeps large boards fast.
 */
export const TaskCard = React.memo(function TaskCard({
  task,
  now,
  onOpen,
  lifted = false,
  placeholder = false,
  selected = false,
  className,
  'aria-describedby': describedBy,
  onClick,
  onKeyDown,
  ...props
}: TaskCardProps) {
  const detailsId = React.useId();
  const today = now ?? new Date();
  const dueState = dueDateState(task.due_date, today, { status: task.status });
  const dueText = task.due_date ? formatDueDate(task.due_date, today) : null;
  const editors = task.editingBy ?? [];
  const interactive = Boolean(onOpen);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is `button` whenever the card handles clicks and keys.
    <div
      role={interactive ? 'button' : 'article'}
      tabIndex={interactive ? 0 : undefined}
      aria-describedby={[describedBy, detailsId].filter(Boolean).join(' ')}
      data-task-id={task.id}
      data-selected={selected || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpen?.(task.id);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen?.(task.id);
        }
      }}
      className={cn(
        'group/card relative flex cursor-default select-none flex-col gap-2 rounded-lg border border-border bg-surface px-3 py-2.5 text-start shadow-sm',
        'outline-none transition-[border-color,box-shadow] duration-(--tandem-duration-fast)',
        'hover:border-border-strong focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
        editors.length > 0 && 'border-accent/50 ring-1 ring-accent/25',
        // No rotation or scale: dnd-kit measures this card to find the cards around it.
        lifted && 'cursor-grabbing border-border-strong shadow-lg ring-1 ring-accent/30',
        placeholder && 'border-dashed bg-subtle opacity-40 shadow-none',
        selected &&
          'border-accent bg-accent-subtle/60 ring-1 ring-accent/40 hover:border-accent focus-visible:border-accent',
        className,
      )}
      {...props}
    >
      {/*
        The name comes from the content: "#42" and the title. Everything else is hidden from
        the name and said in full by the description instead.
      */}
      <TaskCardHeader task={task} selected={selected} editors={editors} />
      <p className="line-clamp-3 break-words font-medium text-fg text-sm leading-snug [overflow-wrap:anywhere]">
        {task.title}
      </p>
      <TaskCardMeta task={task} dueText={dueText} dueState={dueState} />
      {/* Hidden but still read through aria-describedby, which may point at hidden text. */}
      <span id={detailsId} hidden>
        {summarise(task, dueText, dueState === 'overdue', selected)}
      </span>
    </div>
  );
});

/**
 * A card's description, said after its name ("#42 title"): selection, unsaved changes,
 * priority, due date, assignee, labels, counts and who is editing it.
 */
function summarise(
  task: BoardTask,
  dueText: string | null,
  overdue: boolean,
  selected: boolean,
): string {
  const parts = [
    ...(selected ? ['Selected'] : []),
    ...(task.unsaved ? ['Changes not saved yet'] : []),
    task.priority === 'none' ? PRIORITY_LABELS.none : `${PRIORITY_LABELS[task.priority]} priority`,
  ];
  if (dueText) parts.push(overdue ? `overdue, was due ${dueText}` : `due ${dueText}`);
  parts.push(task.assignee ? `assigned to ${task.assignee.name}` : 'unassigned');
  if (task.labels.length > 0) parts.push(`labels ${task.labels.join(', ')}`);
  if (task.commentCount) parts.push(`${task.commentCount} comments`);
  if (task.attachmentCount) parts.push(`${task.attachmentCount} attachments`);
  if (task.checklistTotal) {
    parts.push(checklistProgressLabel(task.checklistDone ?? 0, task.checklistTotal));
  }
  if (task.editingBy?.length) {
    parts.push(`being edited by ${task.editingBy.map((person) => person.name).join(', ')}`);
  }
  return `${parts.join('; ')}.`;
}

/** Beside the number: "Not saved" while a change waits to be sent, and who is editing. */
function CardMarks({
  unsaved,
  editors,
}: {
  unsaved: boolean;
  editors: ReadonlyArray<BoardPerson>;
}) {
  return (
    <>
      {unsaved ? (
        <span
          aria-hidden="true"
          data-unsaved=""
          className="inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-subtle px-1.5 py-0.5 font-medium text-[0.6875rem] text-warning-text"
        >
          <CloudOff aria-hidden="true" className="size-3 shrink-0" />
          Not saved
        </span>
      ) : null}
      {editors.length > 0 ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-0 items-center gap-1 rounded-full bg-accent-subtle px-1.5 py-0.5 font-medium text-[0.6875rem] text-accent-text"
        >
          <PencilLine aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">
            {editors[0]?.name.split(' ')[0]}
            {editors.length > 1 ? ` +${editors.length - 1}` : ''}
          </span>
        </span>
      ) : null}
    </>
  );
}

/**
 * A card's first row: priority, the selection mark, "#number", "Not saved", who is editing
 * it and its assignee (or an empty avatar).
 */
function TaskCardHeader({
  task,
  selected,
  editors,
}: {
  task: BoardTask;
  selected: boolean;
  editors: ReadonlyArray<BoardPerson>;
}) {
  return (
    <div className="flex min-h-5 items-center gap-2 text-faint text-xs">
      {/* No priority is the usual case: a mark for it on every card would only add noise. */}
      {task.priority === 'none' ? null : <PriorityIcon priority={task.priority} labelled={false} />}
      {selected ? (
        <span
          aria-hidden="true"
          data-selected-mark=""
          className="-ms-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-[0.3rem] bg-accent text-accent-fg"
        >
          <Check className="size-3" strokeWidth={3} />
        </span>
      ) : null}
      <span className="font-medium tabular-nums tracking-tight">#{task.number}</span>
      <CardMarks unsaved={Boolean(task.unsaved)} editors={editors} />
      <span aria-hidden="true" className="ms-auto">
        {task.assignee ? (
          <Avatar name={task.assignee.name} src={task.assignee.avatarUrl} size="xs" decorative />
        ) : (
          <span
            aria-hidden="true"
            className="block size-5 rounded-full border border-border-strong border-dashed"
          />
        )}
      </span>
    </div>
  );
}

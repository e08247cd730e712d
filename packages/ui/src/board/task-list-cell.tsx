import type * as React from 'react';
import { Avatar } from '../display/avatar';
import { TASK_PRIORITIES, TASK_TITLE_MAX_LENGTH, type TaskPriority } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { dateTimeFormat } from '../foundations/intl-formats';
import type { TaskSelectHandler } from './board-selection';
import type { BoardPerson, BoardTask } from './board-task';
import { type BoardColumnSpec, columnStatus } from './column-spec';
import { dueDateState, formatDueDate } from './due-date';
import { LabelChip } from './label-chip';
import { PRIORITY_LABELS, STATUS_LABELS } from './labels';
import { PriorityIcon } from './priority-icon';
import { StatusIcon } from './status-icon';
import { EditCell } from './task-list-edit-cell';
import {
  type CellFocusProps,
  cellTargetClasses,
  MenuCell,
  type MenuCellChoice,
} from './task-list-menu-cell';
import { stateOf, type TaskListColumn } from './task-list-model';

/** A change made in a task list's cell; the app sends it as a task edit or a move. */
export type TaskListEdit =
  | { title: string }
  | { stateId: string }
  | { priority: TaskPriority }
  | { assigneeId: string | null }
  | { dueDate: string | null };

/** What every cell of a list shares. */
export interface CellContext {
  states: ReadonlyArray<BoardColumnSpec>;
  people: ReadonlyArray<BoardPerson>;
  now: Date;
  compact: boolean;
  onOpen: (taskId: string) => void;
  /** Absent: the list is read-only. */
  onEdit?: (taskId: string, edit: TaskListEdit) => void;
  /** Toggles a row's selection or selects a range; absent: rows cannot be selected. */
  onSelect?: TaskSelectHandler;
}

const UNASSIGNED = '';

const DUE_CLASSES = {
  overdue: 'text-danger-text',
  today: 'text-warning-text',
  soon: 'text-fg',
  later: 'text-muted',
  none: 'text-muted',
};

/** A column's state icon: its status's glyph, or its category's with the state's colour dot. */
export function StateGlyph({ column }: { column: BoardColumnSpec | undefined }) {
  if (!column) return null;
  return <StatusIcon status={columnStatus(column)} />;
}

function Plain({ focus, children }: { focus: CellFocusProps; children: React.ReactNode }) {
  return (
    <div {...focus} className={cellTargetClasses}>
      {children}
    </div>
  );
}

function updatedText(iso: string | undefined, now: Date): string {
  if (!iso) return '';
  const date = new Date(iso);
  return dateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** What a {@link ChoiceCell} shows and offers. */
interface ChoiceCellProps extends CellArgs {
  /** The field's name in the trigger's accessible name ("Priority of #12: High"). */
  field: string;
  shown: React.ReactNode;
  value: string;
  /** The choices, built when the cell is editable. */
  choices: () => MenuCellChoice[];
  /** The edit a chosen value makes. */
  edit: (value: string) => TaskListEdit;
}

/** A cell edited with a menu of choices, or plain when the list is read-only. */
function ChoiceCell({ task, ctx, focus, field, shown, value, choices, edit }: ChoiceCellProps) {
  const { onEdit } = ctx;
  if (!onEdit) return <Plain focus={focus}>{shown}</Plain>;
  return (
    <MenuCell
      focus={focus}
      label={`${field} of #${task.number}: `}
      value={value}
      choices={choices()}
      onChoose={(next) => onEdit(task.id, edit(next))}
    >
      {shown}
    </MenuCell>
  );
}

function StateCell({ task, ctx, focus }: CellArgs) {
  const state = stateOf(task, ctx.states);
  const name = state?.name ?? STATUS_LABELS[task.status];
  const shown = (
    <>
      <StateGlyph column={state} />
      <span className={cn('truncate', ctx.compact && 'sr-only')}>{name}</span>
    </>
  );
  return (
    <ChoiceCell
      {...{ task, ctx, focus, shown }}
      field="State"
      value={state?.id ?? ''}
      choices={() =>
        ctx.states.map((column) => ({
          value: column.id,
          label: column.name,
          icon: <StateGlyph column={column} />,
        }))
      }
      edit={(stateId) => ({ stateId })}
    />
  );
}

function PriorityCell({ task, ctx, focus }: CellArgs) {
  const name = PRIORITY_LABELS[task.priority];
  const shown = (
    <>
      <PriorityIcon priority={task.priority} labelled={false} />
      <span
        className={cn(
          'truncate',
          ctx.compact && 'sr-only',
          task.priority === 'none' && 'text-muted',
        )}
      >
        {name}
      </span>
    </>
  );
  return (
    <ChoiceCell
      {...{ task, ctx, focus, shown }}
      field="Priority"
      value={task.priority}
      choices={() =>
        [...TASK_PRIORITIES].reverse().map((priority) => ({
          value: priority,
          label: PRIORITY_LABELS[priority],
          icon: <PriorityIcon priority={priority} labelled={false} />,
        }))
      }
      edit={(priority) => ({ priority: priority as TaskPriority })}
    />
  );
}

function AssigneeCell({ task, ctx, focus }: CellArgs) {
  const person = task.assignee;
  const shown = person ? (
    <>
      <Avatar name={person.name} src={person.avatarUrl} size="xs" decorative />
      <span className={cn('truncate', ctx.compact && 'sr-only')}>{person.name}</span>
    </>
  ) : (
    <span className={cn('truncate text-faint', ctx.compact && 'sr-only')}>Unassigned</span>
  );
  return (
    <ChoiceCell
      {...{ task, ctx, focus, shown }}
      field="Assignee"
      value={person?.id ?? UNASSIGNED}
      choices={() => [
        { value: UNASSIGNED, label: 'Unassigned' },
        ...ctx.people.map((choice) => ({
          value: choice.id,
          label: choice.name,
          icon: <Avatar name={choice.name} src={choice.avatarUrl} size="xs" decorative />,
        })),
      ]}
      edit={(id) => ({ assigneeId: id || null })}
    />
  );
}

function DueCell({ task, ctx, focus }: CellArgs) {
  const due = task.due_date;
  const state = dueDateState(due, ctx.now, { status: task.status });
  const text = due ? formatDueDate(due, ctx.now) : '';
  const { onEdit } = ctx;
  const shown = <span className={cn('truncate tabular-nums', DUE_CLASSES[state])}>{text}</span>;
  if (!onEdit) return <Plain focus={focus}>{shown}</Plain>;
  return (
    <EditCell
      focus={focus}
      label={`Due date of #${task.number}: ${text ? '' : 'none'}`}
      fieldLabel={`Due date of #${task.number}`}
      type="date"
      value={due ?? ''}
      onCommit={(value) => onEdit(task.id, { dueDate: value || null })}
    >
      {shown}
    </EditCell>
  );
}

function TitleCell({ task, ctx, focus }: CellArgs) {
  const { onEdit } = ctx;
  return (
    <EditCell
      focus={focus}
      fieldLabel={`Title of #${task.number}`}
      type="text"
      value={task.title}
      maxLength={TASK_TITLE_MAX_LENGTH}
      onActivate={() => ctx.onOpen(task.id)}
      onCommit={onEdit ? (title) => onEdit(task.id, { title }) : undefined}
      className="font-medium text-fg"
    >
      <span className="truncate">{task.title}</span>
    </EditCell>
  );
}

interface CellArgs {
  task: BoardTask;
  ctx: CellContext;
  focus: CellFocusProps;
}

/** The content of one cell of a task row, editable in place unless the list is read-only. */
export function TaskListCell({ column, ...args }: CellArgs & { column: TaskListColumn }) {
  const { task, ctx, focus } = args;
  switch (column) {
    case 'number':
      return (
        <Plain focus={focus}>
          <span className="text-muted text-xs tabular-nums">#{task.number}</span>
        </Plain>
      );
    case 'title':
      return <TitleCell {...args} />;
    case 'state':
      return <StateCell {...args} />;
    case 'priority':
      return <PriorityCell {...args} />;
    case 'assignee':
      return <AssigneeCell {...args} />;
    case 'labels':
      return (
        <Plain focus={focus}>
          <span className="flex min-w-0 gap-1 overflow-hidden">
            {task.labels.map((label) => (
              <LabelChip key={label} label={label} />
            ))}
          </span>
        </Plain>
      );
    case 'due':
      return <DueCell {...args} />;
    case 'updated':
      return (
        <Plain focus={focus}>
          <span className="truncate text-muted text-xs">
            {updatedText(task.updated_at, ctx.now)}
          </span>
        </Plain>
      );
  }
}

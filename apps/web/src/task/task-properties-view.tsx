import type { BoardState, Task } from '@tandem/schemas';
import {
  type BoardPerson,
  formatDueDate,
  PRIORITY_LABELS,
  PriorityIcon,
  StatusIcon,
} from '@tandem/ui/board';
import { Avatar } from '@tandem/ui/display';
import { LabelEditor, TaskProperty } from '@tandem/ui/task';
import { stateStatus } from './state-status';

/** Props of {@link TaskPropertiesView}. */
export interface TaskPropertiesViewProps {
  task: Task;
  /** The assignee, when the task has one and they are a member. */
  assignee: BoardPerson | undefined;
  /** The task's column, once the board's columns have loaded. */
  current: BoardState | undefined;
}

/** A task's properties for a viewer: status, priority, assignee, due date and labels, as text. */
export function TaskPropertiesView({ task, assignee, current }: TaskPropertiesViewProps) {
  return (
    <>
      <TaskProperty label="Status">
        <span className="inline-flex items-center gap-1.5">
          <StatusIcon status={current ? stateStatus(current) : task.status} />
          {current?.name ?? 'Loading…'}
        </span>
      </TaskProperty>
      <TaskProperty label="Priority">
        <span className="inline-flex items-center gap-1.5">
          <PriorityIcon priority={task.priority} labelled={false} />
          {PRIORITY_LABELS[task.priority]}
        </span>
      </TaskProperty>
      <TaskProperty label="Assignee">
        {assignee ? (
          <span className="inline-flex items-center gap-1.5">
            <Avatar name={assignee.name} src={assignee.avatarUrl} size="xs" decorative />
            {assignee.name}
          </span>
        ) : (
          'Unassigned'
        )}
      </TaskProperty>
      <TaskProperty label="Due date">
        {task.due_date ? formatDueDate(task.due_date, new Date()) : 'None'}
      </TaskProperty>
      <TaskProperty label="Labels">
        <LabelEditor labels={task.labels} editable={false} onChange={() => undefined} />
      </TaskProperty>
    </>
  );
}

import { type BoardState, TASK_PRIORITIES, type Task } from '@tandem/schemas';
import {
  type BoardPerson,
  columnStatus,
  formatDueDate,
  PRIORITY_LABELS,
  PriorityIcon,
  StatusIcon,
} from '@tandem/ui/board';
import { Avatar } from '@tandem/ui/display';
import { Input, Select } from '@tandem/ui/forms';
import { LabelEditor, TaskProperty } from '@tandem/ui/task';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import { useTaskColumn } from './use-task-column';
import type { TaskChanges } from './use-task-saver';

const UNASSIGNED = 'unassigned';

/** Props of {@link TaskProperties}. */
export interface TaskPropertiesProps {
  task: Task;
  editable: boolean;
  people: ReadonlyMap<string, BoardPerson>;
  save: (changes: TaskChanges) => Promise<boolean>;
}

/** The status a state's tasks have, for its icon. */
function stateStatus(state: BoardState) {
  return columnStatus({ ...state, wipLimit: state.wip_limit });
}

/**
 * Status: the task's column, chosen among its board's columns by name in board order (those
 * the workflow allows from the current one), moved as a drag moves it; priority, assignee
 * (the workspace's members), due date and labels; each change is saved at once. Viewers see
 * the values without controls.
 */
export function TaskProperties({ task, editable, people, save }: TaskPropertiesProps) {
  const assignee = task.assignee_id ? people.get(task.assignee_id) : undefined;
  const labelOptions = useWorkspaceLabels(task.workspace_id);
  const column = useTaskColumn(task);
  const { current } = column;
  if (!editable) {
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
  return (
    <>
      <TaskProperty label="Status">
        {column.states && current ? (
          <Select
            aria-label="Status"
            size="sm"
            value={current.id}
            onValueChange={column.moveTo}
            options={column.states.map((state) => ({
              value: state.id,
              label: state.name,
              icon: <StatusIcon status={stateStatus(state)} />,
              disabled: !column.allows(state),
            }))}
          />
        ) : (
          // Until the board's columns load: no status name, which could name another column.
          <Select aria-label="Status" size="sm" disabled placeholder="Loading…" options={[]} />
        )}
      </TaskProperty>
      <TaskProperty label="Priority">
        <Select
          aria-label="Priority"
          size="sm"
          value={task.priority}
          onValueChange={(priority) => void save({ priority })}
          options={[...TASK_PRIORITIES].reverse().map((priority) => ({
            value: priority,
            label: PRIORITY_LABELS[priority],
            icon: <PriorityIcon priority={priority} labelled={false} />,
          }))}
        />
      </TaskProperty>
      <TaskProperty label="Assignee">
        <Select
          aria-label="Assignee"
          size="sm"
          value={task.assignee_id ?? UNASSIGNED}
          onValueChange={(value) => void save({ assigneeId: value === UNASSIGNED ? null : value })}
          options={[
            { value: UNASSIGNED, label: 'Unassigned' },
            ...[...people.values()].map((person) => ({
              value: person.id,
              label: person.name,
              icon: <Avatar name={person.name} src={person.avatarUrl} size="xs" decorative />,
            })),
          ]}
        />
      </TaskProperty>
      <TaskProperty label="Due date">
        <Input
          type="date"
          aria-label="Due date"
          // Keyed by the saved value, so a live change from someone else shows up.
          key={task.due_date ?? 'none'}
          defaultValue={task.due_date ?? ''}
          onBlur={(event) => {
            const value = event.target.value || null;
            if (value !== task.due_date) void save({ dueDate: value });
          }}
          className="h-7 text-xs"
        />
      </TaskProperty>
      <TaskProperty label="Labels">
        <LabelEditor
          labels={task.labels}
          options={labelOptions}
          onChange={(labels) => void save({ labels })}
        />
      </TaskProperty>
    </>
  );
}

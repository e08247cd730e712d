import { TASK_PRIORITIES, type Task } from '@tandem/schemas';
import { type BoardPerson, PRIORITY_LABELS, PriorityIcon } from '@tandem/ui/board';
import { Avatar } from '@tandem/ui/display';
import { Input, Select } from '@tandem/ui/forms';
import { LabelEditor, TaskProperty } from '@tandem/ui/task';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import { TaskPropertiesView } from './task-properties-view';
import { TaskStatusSelect } from './task-status-select';
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
  if (!editable) return <TaskPropertiesView task={task} assignee={assignee} current={current} />;
  return (
    <>
      <TaskProperty label="Status">
        <TaskStatusSelect column={column} />
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

import { Select } from '../forms/select';
import { TASK_LIST_GROUPS, type TaskListGroup } from './task-list-model';

const NO_GROUP = 'none';

const GROUP_NAMES: Record<TaskListGroup | typeof NO_GROUP, string> = {
  none: 'No grouping',
  state: 'State',
  assignee: 'Assignee',
  priority: 'Priority',
};

/** Props of {@link TaskListBar}. */
export interface TaskListBarProps {
  group: TaskListGroup | null;
  onGroupChange: (group: TaskListGroup | null) => void;
}

/** The list's own controls above its rows: "Group by". */
export function TaskListBar({ group, onGroupChange }: TaskListBarProps) {
  return (
    <div className="flex items-center gap-2 text-muted text-xs">
      <span aria-hidden="true">Group by</span>
      <Select
        aria-label="Group by"
        size="sm"
        className="w-36"
        value={group ?? NO_GROUP}
        onValueChange={(value) =>
          onGroupChange(value === NO_GROUP ? null : (value as TaskListGroup))
        }
        options={([NO_GROUP, ...TASK_LIST_GROUPS] as const).map((value) => ({
          value,
          label: GROUP_NAMES[value],
        }))}
      />
    </div>
  );
}

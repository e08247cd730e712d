import { StatusIcon } from '@tandem/ui/board';
import { Select } from '@tandem/ui/forms';
import { stateStatus } from './state-status';
import type { TaskColumn } from './use-task-column';

/**
 * The task's column, chosen among its board's columns in board order; a column the workflow
 * does not allow from the current one is offered but disabled.
 */
export function TaskStatusSelect({ column }: { column: TaskColumn }) {
  const { states, current } = column;
  if (!states || !current) {
    // Until the board's columns load: no status name, which could name another column.
    return <Select aria-label="Status" size="sm" disabled placeholder="Loading…" options={[]} />;
  }
  return (
    <Select
      aria-label="Status"
      size="sm"
      value={current.id}
      onValueChange={column.moveTo}
      options={states.map((state) => ({
        value: state.id,
        label: state.name,
        icon: <StatusIcon status={stateStatus(state)} />,
        disabled: !column.allows(state),
      }))}
    />
  );
}

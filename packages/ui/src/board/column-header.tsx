import { Plus } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import type { TaskStatus } from '../domain/schemas';
import { STATUS_LABELS } from './labels';
import { StatusIcon } from './status-icon';

/** Props of {@link ColumnHeader}. */
export interface ColumnHeaderProps {
  status: TaskStatus;
  /** Id of the heading, which names the column. */
  headingId: string;
  /** How many cards the column holds. */
  count: number;
  /** Tasks are loading: no count yet. */
  loading: boolean;
  /** Shows the "create task" button when given. */
  onCreateTask?: (status: TaskStatus) => void;
}

/**
 * A column's status, count and "create task" button. Memoised: a live update re-renders the
 * column for its cards, and the button's tooltip need not follow.
 */
export const ColumnHeader = React.memo(function ColumnHeader({
  status,
  headingId,
  count,
  loading,
  onCreateTask,
}: ColumnHeaderProps) {
  return (
    <header className="flex h-11 shrink-0 items-center gap-2 px-3">
      <StatusIcon status={status} />
      <h2 id={headingId} className="truncate font-semibold text-fg text-sm">
        {STATUS_LABELS[status]}
      </h2>
      <span className="text-faint text-sm tabular-nums">
        <span className="sr-only">, </span>
        {loading ? '' : count.toLocaleString()}
        <span className="sr-only"> {count === 1 ? 'task' : 'tasks'}</span>
      </span>
      {onCreateTask ? (
        <IconButton
          label={`Create task in ${STATUS_LABELS[status]}`}
          icon={<Plus />}
          size="sm"
          className="ms-auto"
          onClick={() => onCreateTask(status)}
        />
      ) : null}
    </header>
  );
});

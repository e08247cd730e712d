import { Plus } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../actions/icon-button';
import type { TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { type BoardColumnSpec, columnLoadLabel, columnStatus } from './column-spec';
import { StatusIcon } from './status-icon';

/** Props of {@link ColumnHeader}. */
export interface ColumnHeaderProps {
  column: BoardColumnSpec;
  /** Id of the heading, which names the column. */
  headingId: string;
  /** How many cards the column holds. */
  count: number;
  /** Tasks are loading: no count yet. */
  loading: boolean;
  /** Shows the "create task" button when given. */
  onCreateTask?: (status: TaskStatus, columnId: string) => void;
  /** Extra controls after the count (a column menu). */
  actions?: (column: BoardColumnSpec) => React.ReactNode;
}

/**
 * A column's icon (its status, or its category's), colour dot, name, count — "7 / 5" with a
 * WIP limit, marked past it — and its controls. Memoised: a live update re-renders the column
 * for its cards, and the header need not follow.
 */
export const ColumnHeader = React.memo(function ColumnHeader({
  column,
  headingId,
  count,
  loading,
  onCreateTask,
  actions,
}: ColumnHeaderProps) {
  const limit = column.wipLimit ?? null;
  const over = limit !== null && count > limit;
  return (
    <header className="flex h-11 shrink-0 items-center gap-2 px-3">
      <StatusIcon status={columnStatus(column)} />
      {/* A built-in state's icon already has its colour; an added state's dot tells it apart. */}
      {column.color && !column.status ? (
        <span
          aria-hidden="true"
          className="size-2 shrink-0 rounded-full"
          style={{ backgroundColor: column.color }}
        />
      ) : null}
      <h2 id={headingId} className="truncate font-semibold text-fg text-sm">
        {column.name}
      </h2>
      <span
        data-over-limit={over || undefined}
        className={cn(
          'shrink-0 text-faint text-sm tabular-nums',
          over && 'rounded-sm bg-danger-subtle px-1 font-medium text-danger-text',
        )}
      >
        <span className="sr-only">, </span>
        <span aria-hidden="true">
          {loading ? '' : limit !== null ? `${count} / ${limit}` : count.toLocaleString()}
        </span>
        <span className="sr-only">{loading ? '' : columnLoadLabel(count, limit)}</span>
      </span>
      <span className="ms-auto flex items-center gap-0.5">
        {onCreateTask ? (
          <IconButton
            label={`Create task in ${column.name}`}
            icon={<Plus />}
            size="sm"
            onClick={() => onCreateTask(columnStatus(column), column.id)}
          />
        ) : null}
        {actions?.(column)}
      </span>
    </header>
  );
});

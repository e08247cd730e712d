import type * as React from 'react';
import type { TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { STATUS_LABELS } from './labels';
import { StatusIcon } from './status-icon';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps extends React.ComponentProps<'span'> {
  /** The status to show. */
  status: TaskStatus;
  /** Show only the icon, keeping the name for assistive technology. @default false */
  iconOnly?: boolean;
}

/** A task status as icon and name ("In Review"). */
export function StatusBadge({ status, iconOnly = false, className, ...props }: StatusBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap text-fg text-xs',
        className,
      )}
      {...props}
    >
      <StatusIcon status={status} />
      <span className={iconOnly ? 'sr-only' : undefined}>{STATUS_LABELS[status]}</span>
    </span>
  );
}

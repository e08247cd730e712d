import type * as React from 'react';
import type { TaskPriority } from '../domain/schemas';
import { cn } from '../foundations/cn';
import { PRIORITY_LABELS } from './labels';

const filledBars: Record<Exclude<TaskPriority, 'urgent'>, number> = {
  none: 0,
  low: 1,
  medium: 2,
  high: 3,
};

/** Props of {@link PriorityIcon}. */
export interface PriorityIconProps extends Omit<React.ComponentProps<'svg'>, 'children'> {
  /** The priority to draw. */
  priority: TaskPriority;
  /**
   * Name the icon for assistive technology ("Priority: High"); set false when the priority is
   * written next to it.
   * @default true
   */
  labelled?: boolean;
}

/**
 * Signal bars for a priority (one to three filled for low to high, three dim dots for none)
 * and a filled warning square for urgent.
 */
export function PriorityIcon({
  priority,
  labelled = true,
  className,
  ...props
}: PriorityIconProps) {
  const glyph = <PriorityGlyph priority={priority} className={className} {...props} />;
  if (!labelled) return glyph;
  return (
    <span
      role="img"
      aria-label={`Priority: ${PRIORITY_LABELS[priority]}`}
      className="inline-flex shrink-0"
    >
      {glyph}
    </span>
  );
}

function PriorityGlyph({
  priority,
  className,
  ...props
}: Omit<React.ComponentProps<'svg'>, 'children'> & { priority: TaskPriority }) {
  if (priority === 'urgent') {
    return (
      <svg
        viewBox="0 0 14 14"
        className={cn('size-3.5 shrink-0 text-priority-urgent', className)}
        aria-hidden="true"
        {...props}
      >
        <rect x="1" y="1" width="12" height="12" rx="3" fill="currentColor" />
        <path
          d="M7 3.8v4"
          stroke="var(--tandem-color-surface)"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <circle cx="7" cy="10.1" r="0.95" fill="var(--tandem-color-surface)" />
      </svg>
    );
  }
  if (priority === 'none') {
    return (
      <svg
        viewBox="0 0 14 14"
        className={cn('size-3.5 shrink-0 text-faint', className)}
        aria-hidden="true"
        {...props}
      >
        {[2.5, 7, 11.5].map((cx) => (
          <rect
            key={cx}
            x={cx - 1.25}
            y="6.25"
            width="2.5"
            height="1.5"
            rx="0.75"
            fill="currentColor"
          />
        ))}
      </svg>
    );
  }
  const filled = filledBars[priority];
  return (
    <svg
      viewBox="0 0 14 14"
      className={cn('size-3.5 shrink-0 text-priority-high', className)}
      aria-hidden="true"
      {...props}
    >
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={1.5 + bar * 4}
          y={8 - bar * 3}
          width="3"
          height={4.5 + bar * 3}
          rx="1"
          fill="currentColor"
          opacity={bar < filled ? 1 : 0.3}
        />
      ))}
    </svg>
  );
}

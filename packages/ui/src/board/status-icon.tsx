import type * as React from 'react';
import type { TaskStatus } from '../domain/schemas';
import { cn } from '../foundations/cn';

const colors: Record<TaskStatus, string> = {
  backlog: 'text-status-backlog',
  todo: 'text-status-todo',
  in_progress: 'text-status-in-progress',
  in_review: 'text-status-in-review',
  done: 'text-status-done',
  canceled: 'text-status-canceled',
};

/** How much of the ring is filled, as a share of the circle, per status. */
const progress: Partial<Record<TaskStatus, number>> = { in_progress: 0.5, in_review: 0.75 };

/** Props of {@link StatusIcon}. */
export interface StatusIconProps extends Omit<React.ComponentProps<'svg'>, 'children'> {
  /** The status to draw. */
  status: TaskStatus;
}

/**
 * A 14 px glyph per status: a dashed ring for backlog, an empty ring for todo, a ring
 * filling up for in progress and in review, a filled check for done and a cross for
 * canceled. Decorative: pair it with text ({@link StatusBadge} does).
 */
export function StatusIcon({ status, className, ...props }: StatusIconProps) {
  const share = progress[status];
  return (
    <svg
      viewBox="0 0 14 14"
      aria-hidden="true"
      className={cn('size-3.5 shrink-0', colors[status], className)}
      {...props}
    >
      {status === 'done' || status === 'canceled' ? (
        <>
          <circle cx="7" cy="7" r="6.5" fill="currentColor" />
          {status === 'done' ? (
            <path
              d="M4.2 7.2 6.1 9l3.7-3.9"
              fill="none"
              stroke="var(--tandem-color-surface)"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path
              d="m4.8 4.8 4.4 4.4m0-4.4-4.4 4.4"
              stroke="var(--tandem-color-surface)"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          )}
        </>
      ) : (
        <>
          <circle
            cx="7"
            cy="7"
            r="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeDasharray={status === 'backlog' ? '1.4 1.6' : undefined}
          />
          {share ? (
            <circle
              cx="7"
              cy="7"
              r="2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="5"
              // A ring of radius 2.5 has a circumference of 2π·2.5 ≈ 15.71.
              strokeDasharray={`${15.71 * share} 15.71`}
              transform="rotate(-90 7 7)"
            />
          ) : null}
        </>
      )}
    </svg>
  );
}

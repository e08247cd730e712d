import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link ActivityFeed}. */
export interface ActivityFeedProps extends React.ComponentProps<'div'> {
  /** Names the list for screen readers. @default 'Activity' */
  label?: string;
  /** Under the list: a "Load more" button, or the end-of-feed note. */
  footer?: React.ReactNode;
}

/**
 * A card holding a feed of ActivityItems, newest first, with room for paging below. Items
 * are passed as children (`<li>`s).
 */
export function ActivityFeed({
  label = 'Activity',
  footer,
  className,
  children,
  ...props
}: ActivityFeedProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl border border-border bg-surface shadow-sm',
        className,
      )}
      {...props}
    >
      <ul aria-label={label} className="flex flex-col gap-1 px-4 py-3 sm:px-5">
        {children}
      </ul>
      {footer ? (
        <div className="flex justify-center border-border border-t px-4 py-3">{footer}</div>
      ) : null}
    </div>
  );
}

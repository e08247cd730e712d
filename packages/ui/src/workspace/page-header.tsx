import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The page's one `h1`. */
  title: React.ReactNode;
  /** A sentence under the title. */
  description?: React.ReactNode;
  /** Buttons at the end (under the title on phones). */
  actions?: React.ReactNode;
}

/**
 * The top of a page: its `h1` (focusable from script, so the app can move focus to it after
 * navigating), an optional description and actions.
 */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-start sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 tabIndex={-1} className="break-words font-semibold text-2xl text-fg outline-none">
          {title}
        </h1>
        {description ? <p className="text-muted text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps extends React.ComponentProps<'header'> {
  /** What sits at the start: brand, workspace switcher, breadcrumbs. */
  start: React.ReactNode;
  /** What sits at the end: search, the user menu. */
  end?: React.ReactNode;
}

/**
 * The app's top bar: sticky, one line high, the start section shrinking (its text truncates)
 * so the end section always fits, down to phone widths.
 */
export function AppHeader({ start, end, className, ...props }: AppHeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-12 shrink-0 items-center gap-2 border-border border-b bg-surface px-2 sm:px-4',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-1 items-center gap-1">{start}</div>
      {end ? <div className="flex shrink-0 items-center gap-1">{end}</div> : null}
    </header>
  );
}

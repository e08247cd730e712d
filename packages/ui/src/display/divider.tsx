import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Divider}. */
export interface DividerProps extends React.ComponentProps<'div'> {
  /** The word in the middle of the line, such as "or". */
  label: React.ReactNode;
}

/** A horizontal line between two groups of actions with a word in the middle ("or"). */
export function Divider({ label, className, ...props }: DividerProps) {
  return (
    <div className={cn('flex items-center gap-3 text-faint text-xs', className)} {...props}>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

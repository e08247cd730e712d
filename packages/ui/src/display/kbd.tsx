import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Kbd}. */
export interface KbdProps extends React.ComponentProps<'kbd'> {}

/** A key or key combination the user can press, e.g. `<Kbd>⌘K</Kbd>`. */
export function Kbd({ className, ...props }: KbdProps) {
  return (
    <kbd
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded border border-border border-b-2 bg-surface px-1 font-medium font-sans text-[0.6875rem] text-muted leading-none',
        className,
      )}
      {...props}
    />
  );
}

import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps extends React.ComponentProps<'a'> {
  /** The id of the main content, without `#`. @default 'main' */
  target?: string;
}

/**
 * The first stop of the Tab key: hidden until focused, it jumps past the header to the main
 * content (which should have `tabIndex={-1}` so it can take focus).
 */
export function SkipLink({
  target = 'main',
  className,
  children = 'Skip to content',
  ...props
}: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-surface focus:px-3 focus:py-2',
        'focus:font-medium focus:text-fg focus:text-sm focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}

import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link TandemMark}. */
export interface TandemMarkProps extends React.ComponentProps<'svg'> {}

/** The Tandem brand mark: two cards on the accent colour. Decorative; size it with `size-*`. */
export function TandemMark({ className, ...props }: TandemMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
      {...props}
    >
      <rect width="32" height="32" rx="8" fill="var(--tandem-color-accent)" />
      <rect x="7" y="9" width="8" height="14" rx="2" fill="white" opacity="0.95" />
      <rect x="17" y="9" width="8" height="9" rx="2" fill="white" opacity="0.7" />
    </svg>
  );
}

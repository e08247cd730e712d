import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends React.ComponentProps<'span'> {
  /**
   * What is loading, announced to screen readers. Pass `null` when the surrounding element
   * already says it (a busy button, for example) so it is not read twice.
   * @default 'Loading'
   */
  label?: string | null;
  /** Diameter. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-3.5 border-[1.5px]', md: 'size-4 border-2', lg: 'size-6 border-2' };

/** An indeterminate progress indicator that respects reduced motion. */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

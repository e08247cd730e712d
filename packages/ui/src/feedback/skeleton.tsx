import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends React.ComponentProps<'div'> {}

/**
 * A placeholder block shaped like the content that is loading; size it with classes. It is
 * hidden from assistive technology: mark the loading region `aria-busy` instead.
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-shimmer rounded-md bg-hover', className)}
      {...props}
    />
  );
}

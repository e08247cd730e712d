import type * as React from 'react';
import { cn } from '../foundations/cn';
import { Skeleton } from './skeleton';

/** Props of {@link PageSkeleton}. */
export interface PageSkeletonProps extends React.ComponentProps<'div'> {
  /** Announced to screen readers while the page loads. @default 'Loading…' */
  label?: string;
  /** How many list rows to sketch under the heading. @default 4 */
  rows?: number;
}

/** The shape of a page while its code or data loads: a heading, a line and a few rows. */
export function PageSkeleton({
  label = 'Loading…',
  rows = 4,
  className,
  ...props
}: PageSkeletonProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn(
        'mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-6 sm:px-8 sm:py-10',
        className,
      )}
      {...props}
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-7 w-48" />
      <Skeleton className="mb-4 h-4 w-72 max-w-full" />
      {Array.from({ length: rows }, (_, index) => (
        // Identical placeholders: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

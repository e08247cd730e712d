import type * as React from 'react';
import { cn } from '../foundations/cn';
import { Skeleton } from './skeleton';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps extends React.ComponentProps<'div'> {
  /** How many rows to sketch. @default 4 */
  rows?: number;
  /** Announced to screen readers while the list loads. @default 'Loading…' */
  label?: string;
}

/** The shape of a list of people or events while it loads: an avatar and two lines a row. */
export function ListSkeleton({
  rows = 4,
  label = 'Loading…',
  className,
  ...props
}: ListSkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col', className)} {...props}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={index} className="flex items-center gap-3 py-2.5">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-40 max-w-full" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

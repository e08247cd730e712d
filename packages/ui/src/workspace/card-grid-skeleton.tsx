import type * as React from 'react';
import { Skeleton } from '../feedback/skeleton';
import { cn } from '../foundations/cn';

/** Props of {@link CardGridSkeleton}. */
export interface CardGridSkeletonProps extends React.ComponentProps<'div'> {
  /** How many cards to sketch. @default 6 */
  cards?: number;
  /** Announced to screen readers while the cards load. @default 'Loading…' */
  label?: string;
}

/** The shape of a {@link CardGrid} while its cards load. */
export function CardGridSkeleton({
  cards = 6,
  label = 'Loading…',
  className,
  ...props
}: CardGridSkeletonProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: cards }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
          key={index}
          className="flex min-h-32 flex-col gap-3 rounded-xl border border-border bg-surface p-4"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-lg" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="mt-auto h-3 w-16" />
        </div>
      ))}
    </div>
  );
}

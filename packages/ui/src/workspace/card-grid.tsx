import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link CardGrid}. */
export interface CardGridProps extends React.ComponentProps<'ul'> {}

/**
 * A responsive grid of {@link ResourceCard}s (workspaces, boards): one column on phones, two
 * on tablets, three on wide screens.
 */
export function CardGrid({ className, ...props }: CardGridProps) {
  return (
    <ul
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    />
  );
}

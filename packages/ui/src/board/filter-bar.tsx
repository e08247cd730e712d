import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link FilterBar}. */
export interface FilterBarProps extends React.ComponentProps<'div'> {}

/**
 * The board's filter buttons, as one group named "Filters". On a phone they stay on one line
 * that scrolls sideways under the search field, instead of wrapping into rows that push the
 * board down; wider, they wrap beside the search field.
 */
export function FilterBar({ className, ...props }: FilterBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a border and a legend; this only names the group.
    <div
      role="group"
      aria-label="Filters"
      className={cn(
        '-mx-1 flex min-w-0 basis-full items-center gap-1.5 overflow-x-auto px-1 py-0.5 [scrollbar-width:none] sm:basis-auto sm:flex-1 sm:flex-wrap sm:overflow-visible [&>*]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

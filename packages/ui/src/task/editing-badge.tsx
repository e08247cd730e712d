import { PencilLine } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link EditingBadge}. */
export interface EditingBadgeProps extends Omit<React.ComponentProps<'p'>, 'children'> {
  /** Who is editing, most recent first. Nothing is drawn for nobody. */
  names: ReadonlyArray<string>;
}

/** "Grace Hopper is editing": who else has the task open for editing (from presence). */
export function EditingBadge({ names, className, ...props }: EditingBadgeProps) {
  if (names.length === 0) return null;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 self-start rounded-full bg-accent-subtle px-2 py-0.5 font-medium text-accent-text text-xs',
        className,
      )}
      {...props}
    >
      <PencilLine aria-hidden="true" className="size-3" />
      {names.join(', ')} {names.length === 1 ? 'is' : 'are'} editing
    </p>
  );
}

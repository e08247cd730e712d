import { Plus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link AddColumnButton}. */
export interface AddColumnButtonProps extends Omit<React.ComponentProps<'button'>, 'children'> {}

/**
 * "Add column": the slot after a board's last column, as wide as a narrow column and dashed,
 * so it reads as room for one more. Pass it as the board's `afterColumns`.
 */
export function AddColumnButton({ className, ...props }: AddColumnButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        'flex h-11 w-44 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-border-strong border-dashed text-muted text-sm',
        'transition-colors hover:bg-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
      {...props}
    >
      <Plus aria-hidden="true" className="size-4" />
      Add column
    </button>
  );
}

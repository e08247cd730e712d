import type * as React from 'react';
import { cn } from '../foundations/cn';
import { UNKNOWN_MENTION } from './mention-tokens';

/** Props of {@link MentionChip}. */
export interface MentionChipProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The member's current name, or `undefined` when they cannot be found. */
  name: string | undefined;
}

/**
 * A mentioned member inside text: "@Mia Chen" on a tinted pill, or "@unknown member" (muted)
 * when the member is gone. It reads as its text; the `@` says it is a mention without colour.
 */
export function MentionChip({ name, className, ...props }: MentionChipProps) {
  return (
    <span
      className={cn(
        'whitespace-nowrap rounded px-1 py-px font-medium [box-decoration-break:clone]',
        name ? 'bg-accent-subtle text-accent-text' : 'bg-subtle text-muted italic',
        className,
      )}
      {...props}
    >
      @{name ?? UNKNOWN_MENTION}
    </span>
  );
}

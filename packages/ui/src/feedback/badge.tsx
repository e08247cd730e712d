import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Class recipe of {@link Badge}. */
export const badgeVariants = cva(
  'inline-flex h-5 max-w-full shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 font-medium text-xs [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: 'bg-subtle text-muted ring-1 ring-border ring-inset',
        accent: 'bg-accent-subtle text-accent-text',
        success: 'bg-success-subtle text-success-text',
        warning: 'bg-warning-subtle text-warning-text',
        danger: 'bg-danger-subtle text-danger-text',
        info: 'bg-info-subtle text-info-text',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/** Props of {@link Badge}. */
export interface BadgeProps
  extends React.ComponentProps<'span'>,
    VariantProps<typeof badgeVariants> {}

/**
 * A small status or count label. `tone`: `neutral` (default) | `accent` | `success` |
 * `warning` | `danger` | `info`. Colour never carries the meaning alone: the text does.
 */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

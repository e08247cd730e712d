import { Slot } from 'radix-ui';
import type * as React from 'react';
import { Spinner } from '../base/spinner';
import { cn } from '../foundations/cn';
import { type ButtonVariantProps, buttonVariants } from './button-variants';

/** Props of {@link Button}. */
export interface ButtonProps extends React.ComponentProps<'button'>, ButtonVariantProps {
  /**
   * Render the single child (a link, say) with the button's styles instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
  /**
   * Show a spinner, mark the button busy and ignore clicks while an action runs.
   * @default false
   */
  loading?: boolean;
}

/**
 * The kit's button. `variant`: `primary` | `secondary` (default) | `ghost` | `danger` | `link`;
 * `size`: `sm` | `md` (default) | `lg`. Defaults to `type="button"` so it never submits a
 * form by accident.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}

import type * as React from 'react';
import { Tooltip } from '../base/tooltip';
import { cn } from '../foundations/cn';
import { type ButtonVariantProps, buttonVariants } from './button-variants';

const squareSizes = { sm: 'size-7 px-0', md: 'size-8 px-0', lg: 'size-10 px-0' } as const;

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<React.ComponentProps<'button'>, 'children' | 'aria-label'>,
    ButtonVariantProps {
  /** The accessible name, required because the button shows only an icon. */
  label: string;
  /** The icon, usually a `lucide-react` component element. */
  icon: React.ReactNode;
  /**
   * Show `label` in a tooltip on hover and focus.
   * @default true
   */
  tooltip?: boolean;
}

/**
 * A square button showing only an icon. `label` is required and becomes the accessible name,
 * so an icon button can never be nameless. `variant` defaults to `ghost`, `size` to `md`.
 */
export function IconButton({
  label,
  icon,
  tooltip = true,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      type={type ?? 'button'}
      aria-label={label}
      className={cn(buttonVariants({ variant, size }), squareSizes[size ?? 'md'], className)}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
    </button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}

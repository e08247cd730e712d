import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '../actions/button-variants';
import { cn } from '../foundations/cn';

const bannerVariants = cva('flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm', {
  variants: {
    tone: {
      info: 'border-transparent bg-info-subtle text-info-text',
      warning: 'border-transparent bg-warning-subtle text-warning-text',
      danger: 'border-transparent bg-danger-subtle text-danger-text',
      success: 'border-transparent bg-success-subtle text-success-text',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { info: Info, warning: TriangleAlert, danger: CircleAlert, success: CircleCheck };

/** Props of {@link Banner}. */
export interface BannerProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Colour and icon. @default 'info' */
  tone?: 'info' | 'warning' | 'danger' | 'success';
  /** The headline, in bold. */
  title?: React.ReactNode;
  /** An action at the end, such as "Retry". */
  action?: React.ReactNode;
  /** Show a dismiss button calling this. */
  onDismiss?: () => void;
  /**
   * How it is announced: `status` (polite, the default) or `alert` (interrupts; for errors
   * that need action now).
   * @default 'status'
   */
  role?: 'status' | 'alert';
}

/** A message across the top of a page or panel, e.g. "You are offline". */
export function Banner({
  tone = 'info',
  title,
  action,
  onDismiss,
  role = 'status',
  className,
  children,
  ...props
}: BannerProps) {
  const Icon = icons[tone];
  return (
    <div role={role} className={cn(bannerVariants({ tone }), className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">
        {title ? <span className="font-semibold">{title} </span> : null}
        {children}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
      {onDismiss ? (
        // IconButton's markup without its tooltip, which would bring Radix Tooltip and its
        // positioning code into every page that shows a banner.
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            '-my-1 -me-1 size-6 px-0 text-current hover:bg-black/5 hover:text-current',
          )}
        >
          <span aria-hidden="true" className="contents">
            <X />
          </span>
        </button>
      ) : null}
    </div>
  );
}

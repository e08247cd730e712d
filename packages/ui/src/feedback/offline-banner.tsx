import { WifiOff } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps extends React.ComponentProps<'div'> {
  /** An action at the end, such as "Retry now". */
  action?: React.ReactNode;
}

/**
 * A slim notice floating at the top of the viewport while the connection is lost. Announced
 * politely (`role="status"`); render it only while offline and it disappears by itself.
 */
export function OfflineBanner({ action, className, children, ...props }: OfflineBannerProps) {
  return (
    <div
      role="status"
      className={cn(
        'fixed inset-x-3 top-3 z-50 mx-auto flex w-fit max-w-[calc(100%-1.5rem)] animate-pop-in items-center gap-2.5',
        'rounded-xl border border-border bg-surface px-3 py-2 text-fg text-sm shadow-lg',
        className,
      )}
      {...props}
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
      <span className="min-w-0">{children}</span>
      {action ? <span className="shrink-0">{action}</span> : null}
    </div>
  );
}

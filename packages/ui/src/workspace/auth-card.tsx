import type * as React from 'react';
import { cn } from '../foundations/cn';
import { TandemMark } from './tandem-mark';

/** Props of {@link AuthCard}. */
export interface AuthCardProps extends Omit<React.ComponentProps<'main'>, 'title'> {
  /** The screen's heading ("Sign in to Tandem"). */
  title: React.ReactNode;
  /** A sentence under the heading. */
  description?: React.ReactNode;
  /** The brand mark above the heading. @default the Tandem mark */
  logo?: React.ReactNode;
  /** A form-level message (a Banner) above the form. */
  alert?: React.ReactNode;
  /** Links under the card ("No account? Sign up"). */
  footer?: React.ReactNode;
  /** The form. */
  children: React.ReactNode;
}

/**
 * The frame of the sign-in, sign-up, reset and callback screens: a centred card with the
 * brand mark, heading, optional description and alert, the form, and links below.
 */
export function AuthCard({
  title,
  description,
  logo,
  alert,
  footer,
  children,
  className,
  ...props
}: AuthCardProps) {
  return (
    <main
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12',
        className,
      )}
      {...props}
    >
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-xl border border-border bg-surface p-8 shadow-md">
        <div className="flex flex-col items-center gap-3 text-center">
          {logo ?? <TandemMark />}
          {/* Focusable from script only, so the app can move focus here after navigating. */}
          <h1 tabIndex={-1} className="font-semibold text-fg text-xl outline-none">
            {title}
          </h1>
          {description ? <p className="text-balance text-muted text-sm">{description}</p> : null}
        </div>
        {alert}
        {children}
      </div>
      {footer ? <div className="text-center text-muted text-sm">{footer}</div> : null}
    </main>
  );
}

import type * as React from 'react';
import { cn } from '../foundations/cn';

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

function TandemMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9">
      <rect width="32" height="32" rx="8" fill="var(--tandem-color-accent)" />
      <rect x="7" y="9" width="8" height="14" rx="2" fill="white" opacity="0.95" />
      <rect x="17" y="9" width="8" height="9" rx="2" fill="white" opacity="0.7" />
    </svg>
  );
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
        'flex min-h-full flex-col items-center justify-center gap-6 px-4 py-12',
        className,
      )}
      {...props}
    >
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-xl border border-border bg-surface p-8 shadow-md">
        <div className="flex flex-col items-center gap-3 text-center">
          {logo ?? <TandemMark />}
          <h1 className="font-semibold text-fg text-xl">{title}</h1>
          {description ? <p className="text-muted text-sm">{description}</p> : null}
        </div>
        {alert}
        {children}
      </div>
      {footer ? <div className="text-center text-muted text-sm">{footer}</div> : null}
    </main>
  );
}

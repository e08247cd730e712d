import type * as React from 'react';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';

/** Props of {@link InvitationCard}. */
export interface InvitationCardProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The workspace's name: its initials make the picture. */
  workspaceName: string;
  /** The page's heading ("Join Acme Product"). */
  title: React.ReactNode;
  /** The details under the heading: role, invited address. */
  description?: React.ReactNode;
  /** A message about the invitation's state (a Banner). */
  alert?: React.ReactNode;
  /** Links under the card ("Not you? Sign out"). */
  footer?: React.ReactNode;
  /** The actions (Accept, Go to my workspaces). */
  children: React.ReactNode;
}

/**
 * The invitation page's card, centred in the app's main area: the workspace's picture, the
 * heading (the page's `h1`, focusable from script), what the invitation grants, and what to
 * do next.
 */
export function InvitationCard({
  workspaceName,
  title,
  description,
  alert,
  footer,
  className,
  children,
  ...props
}: InvitationCardProps) {
  return (
    <section
      className={cn(
        'flex flex-1 flex-col items-center justify-center gap-6 py-6 sm:py-12',
        className,
      )}
      {...props}
    >
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl border border-border bg-surface p-6 shadow-md sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar name={workspaceName} size="lg" decorative className="rounded-xl" />
          <h1 tabIndex={-1} className="text-balance font-semibold text-fg text-xl outline-none">
            {title}
          </h1>
          {description ? (
            <div className="text-balance text-muted text-sm">{description}</div>
          ) : null}
        </div>
        {alert}
        <div className="flex flex-col gap-2">{children}</div>
      </div>
      {footer ? <div className="text-center text-muted text-sm">{footer}</div> : null}
    </section>
  );
}

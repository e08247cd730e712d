import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link SettingsRow}. */
export interface SettingsRowProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** What the action does, in bold. */
  title: React.ReactNode;
  /** Its consequences. */
  description?: React.ReactNode;
  /** The control: a button or a small form. */
  action: React.ReactNode;
}

/**
 * One action inside a {@link SettingsSection} ("Leave workspace", "Delete workspace"): the
 * explanation at the start, the control at the end (below it on phones). Rows are separated
 * by a rule.
 */
export function SettingsRow({ title, description, action, className, ...props }: SettingsRowProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 border-border border-t pt-4 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium text-fg text-sm">{title}</p>
        {description ? <p className="text-muted text-sm">{description}</p> : null}
      </div>
      {/* A select next to its button (the new owner) gets a fixed width instead of the row's. */}
      <div className="flex shrink-0 flex-wrap items-center gap-2 [&_[role=combobox]]:w-44">
        {action}
      </div>
    </div>
  );
}

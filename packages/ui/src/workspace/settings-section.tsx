import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../foundations/cn';

const sectionVariants = cva('scroll-mt-20 rounded-xl border bg-surface shadow-sm', {
  variants: {
    tone: {
      default: 'border-border',
      danger: 'border-danger/40',
    },
  },
  defaultVariants: { tone: 'default' },
});

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The section's heading, which also names the region. */
  title: React.ReactNode;
  /** What the section is for, under the heading. */
  description?: React.ReactNode;
  /** Controls at the end of the heading row (an "Invite" button, say). */
  actions?: React.ReactNode;
  /** `danger` for irreversible actions (delete, leave). @default 'default' */
  tone?: 'default' | 'danger';
  /** Heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * One card of a settings page (General, Members, Danger zone): heading and description on
 * top, the controls below. Consecutive sections keep their distance.
 */
export function SettingsSection({
  title,
  description,
  actions,
  tone = 'default',
  headingLevel = 2,
  className,
  children,
  id,
  ...props
}: SettingsSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), 'mb-6 last:mb-0', className)}
      {...props}
    >
      <div className="flex flex-col gap-3 border-border border-b px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading
            id={headingId}
            className={cn(
              'font-semibold text-base',
              tone === 'danger' ? 'text-danger-text' : 'text-fg',
            )}
          >
            {title}
          </Heading>
          {description ? <p className="text-muted text-sm">{description}</p> : null}
        </div>
        {actions ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>
        ) : null}
      </div>
      {/* Forms keep a readable line length; lists and rows use the full width. */}
      <div className="flex flex-col gap-4 px-4 py-4 sm:px-6 sm:py-5 [&>form]:max-w-xl">
        {children}
      </div>
    </section>
  );
}

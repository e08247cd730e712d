import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** An illustrative icon. */
  icon?: React.ReactNode;
  /** What is empty, as a short heading. */
  title: React.ReactNode;
  /** What the user can do about it. */
  description?: React.ReactNode;
  /** The next step, usually a Button. */
  action?: React.ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** Fills a list, column or page that has nothing to show, and offers the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-1 grid size-10 place-items-center rounded-lg border border-border bg-surface text-muted shadow-sm [&_svg]:size-5"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="font-semibold text-fg text-sm">{title}</Heading>
      {description ? (
        <p className="max-w-80 text-balance text-muted text-sm">{description}</p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

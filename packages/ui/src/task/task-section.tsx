import * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link TaskSection}. */
export interface TaskSectionProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The section's heading ("Comments"), which also names it. */
  title: string;
  /** A count after the heading, e.g. the number of attachments. */
  count?: number;
}

/** One part of a task's main column (attachments, comments, history) under its heading. */
export function TaskSection({ title, count, className, children, ...props }: TaskSectionProps) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col items-start gap-3 [&>*]:self-stretch', className)}
      {...props}
    >
      <h3 id={headingId} className="font-semibold text-fg text-sm">
        {title}
        {count ? (
          <span className="ms-1.5 font-normal text-faint tabular-nums">
            {/* Keeps the count apart from the title when read out. */}
            <span className="sr-only">, </span>
            {count}
          </span>
        ) : null}
      </h3>
      {children}
    </section>
  );
}

import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link ResourceCard}. */
export interface ResourceCardProps extends Omit<React.ComponentProps<'li'>, 'title'> {
  /**
   * The name, usually a link: the whole card becomes its click target (the link stretches over
   * the card), while it stays one tab stop with a readable name.
   */
  title: React.ReactNode;
  /** A sentence under the name; clamped to two lines. */
  description?: React.ReactNode;
  /** A leading picture: an Avatar or an icon. */
  icon?: React.ReactNode;
  /** A line at the bottom: badges, counts, dates. */
  meta?: React.ReactNode;
  /** Controls in the top corner (a menu button); they sit above the stretched link. */
  actions?: React.ReactNode;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A card in a {@link CardGrid} for something the user can open: a workspace, a board. Hover
 * and keyboard focus highlight the whole card.
 */
export function ResourceCard({
  title,
  description,
  icon,
  meta,
  actions,
  headingLevel = 2,
  className,
  ...props
}: ResourceCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      className={cn(
        'relative flex min-h-32 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm',
        'transition-[border-color,box-shadow] duration-(--tandem-duration-fast) hover:border-border-strong hover:shadow-md',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        {icon ? (
          <div
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-subtle text-muted [&_svg]:size-4"
          >
            {icon}
          </div>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading
            className={cn(
              'truncate font-semibold text-fg text-sm leading-8',
              '[&_a]:outline-none [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-xl',
            )}
          >
            {title}
          </Heading>
          {description ? (
            <p className="line-clamp-2 break-words text-muted text-sm">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="relative z-10 -me-1 shrink-0">{actions}</div> : null}
      </div>
      {meta ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 text-faint text-xs">{meta}</div>
      ) : null}
    </li>
  );
}

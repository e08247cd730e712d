import type * as React from 'react';
import { AvatarStack, type AvatarStackPerson } from '../display/avatar-stack';
import { cn } from '../foundations/cn';

/** Props of {@link BoardHeader}. */
export interface BoardHeaderProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The board's name: the page's one `h1` (focusable from script after navigation). */
  title: React.ReactNode;
  /** How many tasks the board shows; nothing while it is unknown (loading). */
  count?: number;
  /** The other people on the board right now (presence). */
  viewers?: ReadonlyArray<AvatarStackPerson>;
  /** Buttons at the end, e.g. "New task". */
  actions?: React.ReactNode;
  /** The row under the title: search and filters. */
  toolbar?: React.ReactNode;
}

/**
 * The top of a board page: name and task count, who else is looking (an avatar stack), the
 * actions, and the search and filter row under them.
 */
export function BoardHeader({
  title,
  count,
  viewers = [],
  actions,
  toolbar,
  className,
  ...props
}: BoardHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      {/* On a phone the name takes a line of its own, so it is read whole rather than cut to a
          letter by the actions beside it. */}
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 basis-full items-center gap-3 sm:flex-1 sm:basis-0">
          <h1 tabIndex={-1} className="truncate font-semibold text-fg text-lg outline-none">
            {title}
          </h1>
          {count === undefined ? null : (
            <span className="shrink-0 text-faint text-sm tabular-nums">
              {count.toLocaleString()} {count === 1 ? 'task' : 'tasks'}
            </span>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:ms-auto">
          {viewers.length > 0 ? <AvatarStack people={viewers} max={4} /> : null}
          {actions}
        </div>
      </div>
      {toolbar ? <div className="flex flex-wrap items-center gap-1.5">{toolbar}</div> : null}
    </div>
  );
}

import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link TabNav}. */
export interface TabNavProps extends React.ComponentProps<'nav'> {
  /** Names the navigation landmark, e.g. "Workspace". */
  'aria-label': string;
}

/**
 * A row of links styled as tabs, for sections that are separate pages (boards, activity,
 * settings). Unlike {@link Tabs} it moves between URLs: each link is an ordinary tab stop and
 * the current one is marked `aria-current="page"`. Scrolls sideways on narrow screens.
 */
export function TabNav({ className, children, ...props }: TabNavProps) {
  return (
    <nav className={cn('mb-6 border-border border-b', className)} {...props}>
      <ul className="-mb-px flex items-center gap-1 overflow-x-auto">{children}</ul>
    </nav>
  );
}

/** Props of {@link TabNavLink}. */
export interface TabNavLinkProps extends React.ComponentProps<'a'> {
  /**
   * Render the single child (a router link, which sets `aria-current` itself) with the tab's
   * styles. @default false
   */
  asChild?: boolean;
  /** Mark this tab as the current page when the link does not do it itself. @default false */
  active?: boolean;
}

/** One tab of a {@link TabNav}: an icon and a label. */
export function TabNavLink({
  asChild = false,
  active = false,
  className,
  ...props
}: TabNavLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <li className="shrink-0">
      <Component
        aria-current={active ? 'page' : undefined}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 border-transparent border-b-2 px-2 font-medium text-muted text-sm',
          'outline-none transition-colors hover:text-fg focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring',
          'aria-[current=page]:border-accent aria-[current=page]:text-fg [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      />
    </li>
  );
}

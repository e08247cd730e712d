import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link AppShell}. */
export interface AppShellProps extends React.ComponentProps<'div'> {
  /** The top bar, usually an {@link AppHeader}. */
  header: React.ReactNode;
  /** Id of the `<main>` element, the target of the skip link. @default 'main' */
  mainId?: string;
  /** Let the page use the full width (boards) instead of a readable column. @default false */
  wide?: boolean;
  /**
   * Fit the page into the viewport (full width, tighter padding): the page scrolls inside
   * its own regions, as a board's columns do, instead of the whole document. @default false
   */
  fit?: boolean;
}

/**
 * The frame of every signed-in page: the top bar, then the page in a `<main>` that can take
 * focus (skip link, focus after navigation) and keeps a readable width.
 */
export function AppShell({
  header,
  mainId = 'main',
  wide = false,
  fit = false,
  className,
  children,
  ...props
}: AppShellProps) {
  return (
    <div
      className={cn('flex flex-col bg-canvas', fit ? 'h-dvh' : 'min-h-dvh', className)}
      {...props}
    >
      {header}
      <main
        id={mainId}
        tabIndex={-1}
        className={cn(
          'mx-auto flex w-full flex-1 flex-col outline-none',
          fit ? 'min-h-0 px-3 pt-4 pb-3 sm:px-5' : 'px-4 py-6 sm:px-8 sm:py-10',
          !wide && !fit && 'max-w-5xl',
        )}
      >
        {children}
      </main>
    </div>
  );
}

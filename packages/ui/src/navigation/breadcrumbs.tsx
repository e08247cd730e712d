import { ChevronRight } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps extends React.ComponentProps<'nav'> {}

/** Where the current page sits: a `nav` landmark named "Breadcrumb" around a {@link BreadcrumbList}. */
export function Breadcrumbs({ 'aria-label': label = 'Breadcrumb', ...props }: BreadcrumbsProps) {
  return <nav aria-label={label} {...props} />;
}

/** Props of {@link BreadcrumbList}. */
export interface BreadcrumbListProps extends React.ComponentProps<'ol'> {}

/** The ordered trail of {@link BreadcrumbItem}s. */
export function BreadcrumbList({ className, ...props }: BreadcrumbListProps) {
  return (
    <ol
      className={cn('flex min-w-0 items-center gap-1 text-muted text-sm', className)}
      {...props}
    />
  );
}

/** Props of {@link BreadcrumbItem}. */
export interface BreadcrumbItemProps extends React.ComponentProps<'li'> {
  /**
   * Hide this step on phone-sized screens, where only the last steps fit.
   * @default false
   */
  collapsible?: boolean;
}

/** One step of the trail: a {@link BreadcrumbLink}, a {@link BreadcrumbPage} or any control. */
export function BreadcrumbItem({ collapsible = false, className, ...props }: BreadcrumbItemProps) {
  return (
    <li
      className={cn(
        'inline-flex min-w-0 items-center gap-1',
        collapsible && 'max-sm:hidden',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link BreadcrumbLink}. */
export interface BreadcrumbLinkProps extends React.ComponentProps<'a'> {
  /** Render the single child (a router's link) with these styles. @default false */
  asChild?: boolean;
}

/** A step the user can go back to. */
export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      className={cn(
        'truncate rounded-sm px-1 outline-none transition-colors hover:text-fg focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link BreadcrumbPage}. */
export interface BreadcrumbPageProps extends React.ComponentProps<'span'> {}

/** The current page: the last step, not a link (`aria-current="page"`). */
export function BreadcrumbPage({ className, ...props }: BreadcrumbPageProps) {
  return (
    <span
      aria-current="page"
      className={cn('truncate px-1 font-medium text-fg', className)}
      {...props}
    />
  );
}

/** Props of {@link BreadcrumbSeparator}. */
export interface BreadcrumbSeparatorProps extends React.ComponentProps<'li'> {
  /** Hide with the step before it on phone-sized screens. @default false */
  collapsible?: boolean;
}

/** The chevron between two steps; hidden from assistive technology. */
export function BreadcrumbSeparator({
  collapsible = false,
  className,
  children,
  ...props
}: BreadcrumbSeparatorProps) {
  return (
    <li
      role="presentation"
      aria-hidden="true"
      className={cn('text-faint [&_svg]:size-3.5', collapsible && 'max-sm:hidden', className)}
      {...props}
    >
      {children ?? <ChevronRight className="rtl:rotate-180" />}
    </li>
  );
}

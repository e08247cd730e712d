import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** The tabs' state holder (Radix Tabs Root): `value`, `defaultValue`, `onValueChange`. */
export const Tabs = TabsPrimitive.Root;

/** Props of {@link TabsList}. */
export interface TabsListProps extends React.ComponentProps<typeof TabsPrimitive.List> {}

/** The row of tabs; arrow keys move between them (and follow the text direction). */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn('flex items-center gap-1 border-border border-b', className)}
      {...props}
    />
  );
}

/** Props of {@link TabsTrigger}. */
export interface TabsTriggerProps extends React.ComponentProps<typeof TabsPrimitive.Trigger> {}

/** One tab. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex h-9 items-center gap-1.5 border-transparent border-b-2 px-2 font-medium text-muted text-sm',
        'outline-none transition-colors hover:text-fg focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50 data-[state=active]:border-accent data-[state=active]:text-fg [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link TabsContent}. */
export interface TabsContentProps extends React.ComponentProps<typeof TabsPrimitive.Content> {}

/** The panel of one tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      className={cn('pt-4 outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}

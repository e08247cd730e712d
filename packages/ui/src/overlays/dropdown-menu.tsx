import { Check, Circle } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { floatingPanelClasses } from './overlay-styles';

/** The menu's state holder (Radix DropdownMenu Root). */
export const DropdownMenu = MenuPrimitive.Root;
/** The button that opens the menu (Enter, Space or ArrowDown from the keyboard). */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
/** Groups items, optionally under a {@link DropdownMenuLabel}. */
export const DropdownMenuGroup = MenuPrimitive.Group;
/** Holds {@link DropdownMenuRadioItem}s of which one is chosen: `value`, `onValueChange`. */
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

/** Props of {@link DropdownMenuContent}. */
export interface DropdownMenuContentProps
  extends React.ComponentProps<typeof MenuPrimitive.Content> {}

/**
 * The menu panel: arrow keys move between items, type-ahead jumps, Escape closes and returns
 * focus to the trigger. `sideOffset` defaults to 4 and `align` to `start`.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(floatingPanelClasses, 'min-w-44 p-1', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClasses =
  'relative flex cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-disabled:pointer-events-none data-highlighted:bg-hover data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted';

/** Props of {@link DropdownMenuItem}. */
export interface DropdownMenuItemProps extends React.ComponentProps<typeof MenuPrimitive.Item> {
  /** An icon before the label. */
  icon?: React.ReactNode;
  /** A keyboard shortcut hint shown at the end, e.g. `⌘⌫`. */
  shortcut?: string;
  /** Style the item as destructive. @default false */
  destructive?: boolean;
}

/** One action of a menu; `onSelect` runs on click, Enter or Space. */
export function DropdownMenuItem({
  icon,
  shortcut,
  destructive = false,
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClasses,
        destructive &&
          'text-danger-text data-highlighted:bg-danger-subtle [&_svg]:text-danger-text',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      <span className="flex-1 truncate">{children}</span>
      {shortcut ? (
        <span aria-hidden="true" className="ms-4 text-faint text-xs tracking-wide">
          {shortcut}
        </span>
      ) : null}
    </MenuPrimitive.Item>
  );
}

/** Props of {@link DropdownMenuCheckboxItem}. */
export interface DropdownMenuCheckboxItemProps
  extends React.ComponentProps<typeof MenuPrimitive.CheckboxItem> {}

/** A menu item that toggles (`role="menuitemcheckbox"`), with a check when on. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(itemClasses, 'ps-8', className)} {...props}>
      <MenuPrimitive.ItemIndicator className="absolute start-2 flex items-center">
        <Check aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** Props of {@link DropdownMenuRadioItem}. */
export interface DropdownMenuRadioItemProps
  extends React.ComponentProps<typeof MenuPrimitive.RadioItem> {
  /** An icon after the dot, before the label. */
  icon?: React.ReactNode;
}

/** One choice of a {@link DropdownMenuRadioGroup} (`role="menuitemradio"`), dotted when chosen. */
export function DropdownMenuRadioItem({
  icon,
  className,
  children,
  ...props
}: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem className={cn(itemClasses, 'ps-8', className)} {...props}>
      <MenuPrimitive.ItemIndicator className="absolute start-2 flex items-center">
        <Circle aria-hidden="true" className="size-2! fill-current text-fg!" />
      </MenuPrimitive.ItemIndicator>
      {icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      <span className="flex-1 truncate">{children}</span>
    </MenuPrimitive.RadioItem>
  );
}

/** Props of {@link DropdownMenuLabel}. */
export interface DropdownMenuLabelProps extends React.ComponentProps<typeof MenuPrimitive.Label> {}

/** A non-interactive heading inside a menu. */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2 pt-1.5 pb-1 font-medium text-faint text-xs', className)}
      {...props}
    />
  );
}

/** Props of {@link DropdownMenuSeparator}. */
export interface DropdownMenuSeparatorProps
  extends React.ComponentProps<typeof MenuPrimitive.Separator> {}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}

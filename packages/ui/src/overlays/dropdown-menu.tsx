import { Check, Circle } from 'lucide-react';
import type { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import {
  DeferredRoot,
  DeferredTrigger,
  defineOverlayKind,
  useDeferredOverlay,
} from './deferred-root';
import { floatingPanelClasses } from './overlay-styles';

const menuKind = defineOverlayKind((primitives) => primitives.DropdownMenu, 'menu', 'press');

/**
 * The menu's state holder (Radix DropdownMenu Root). Until the menu is first opened it renders
 * its trigger only, and its code loads then (or ahead, with `preloadOverlays`).
 */
export function DropdownMenu(props: React.ComponentProps<typeof MenuPrimitive.Root>) {
  return <DeferredRoot kind={menuKind} {...props} />;
}

/** The button that opens the menu (Enter, Space or ArrowDown from the keyboard). */
export function DropdownMenuTrigger(props: React.ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <DeferredTrigger kind={menuKind} {...props} />;
}

/** The menu's primitives, which its parts render once it is open. */
function useMenuPrimitives() {
  return useDeferredOverlay(menuKind).primitives?.DropdownMenu;
}

/** Groups items, optionally under a {@link DropdownMenuLabel}. */
export function DropdownMenuGroup(props: React.ComponentProps<typeof MenuPrimitive.Group>) {
  const primitive = useMenuPrimitives();
  return primitive ? <primitive.Group {...props} /> : null;
}

/** Holds {@link DropdownMenuRadioItem}s of which one is chosen: `value`, `onValueChange`. */
export function DropdownMenuRadioGroup(
  props: React.ComponentProps<typeof MenuPrimitive.RadioGroup>,
) {
  const primitive = useMenuPrimitives();
  return primitive ? <primitive.RadioGroup {...props} /> : null;
}

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
  onFocus,
  ...props
}: DropdownMenuContentProps) {
  const { primitives, takeOpenedBy } = useDeferredOverlay(menuKind);
  if (!primitives) return null;
  const { Portal, Content } = primitives.DropdownMenu;
  return (
    <Portal>
      <Content
        sideOffset={sideOffset}
        align={align}
        className={cn(floatingPanelClasses, 'min-w-44 p-1', className)}
        onFocus={(event) => {
          onFocus?.(event);
          // Radix moves the focus on to the first item when a key opened the menu, but it saw
          // no key when the menu opened as its code arrived: do what it would have done.
          if (event.target !== event.currentTarget || takeOpenedBy() !== 'keyboard') return;
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
        {...props}
      />
    </Portal>
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
  const primitive = useMenuPrimitives();
  if (!primitive) return null;
  return (
    <primitive.Item
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
    </primitive.Item>
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
  const primitive = useMenuPrimitives();
  if (!primitive) return null;
  return (
    <primitive.CheckboxItem className={cn(itemClasses, 'ps-8', className)} {...props}>
      <primitive.ItemIndicator className="absolute start-2 flex items-center">
        <Check aria-hidden="true" />
      </primitive.ItemIndicator>
      {children}
    </primitive.CheckboxItem>
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
  const primitive = useMenuPrimitives();
  if (!primitive) return null;
  return (
    <primitive.RadioItem className={cn(itemClasses, 'ps-8', className)} {...props}>
      <primitive.ItemIndicator className="absolute start-2 flex items-center">
        <Circle aria-hidden="true" className="size-2! fill-current text-fg!" />
      </primitive.ItemIndicator>
      {icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      <span className="flex-1 truncate">{children}</span>
    </primitive.RadioItem>
  );
}

/** Props of {@link DropdownMenuLabel}. */
export interface DropdownMenuLabelProps extends React.ComponentProps<typeof MenuPrimitive.Label> {}

/** A non-interactive heading inside a menu. */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  const primitive = useMenuPrimitives();
  if (!primitive) return null;
  return (
    <primitive.Label
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
  const primitive = useMenuPrimitives();
  if (!primitive) return null;
  return <primitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

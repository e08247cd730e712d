import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { floatingPanelClasses } from './overlay-styles';

/** The popover's state holder (Radix Popover Root). */
export const Popover = PopoverPrimitive.Root;
/** The element that toggles the popover. */
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Wrap any element to make it close the popover. */
export const PopoverClose = PopoverPrimitive.Close;
/** Positions the popover against an element other than the trigger. */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** Props of {@link PopoverContent}. */
export interface PopoverContentProps
  extends React.ComponentProps<typeof PopoverPrimitive.Content> {}

/**
 * Non-modal floating content (pickers, filters). Focus moves in on open and back to the
 * trigger on Escape. `sideOffset` defaults to 6, `align` to `start`.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'start',
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(floatingPanelClasses, 'w-72 p-3', className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

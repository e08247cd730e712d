import { type Popover as PopoverPrimitive, Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import {
  DeferredClose,
  DeferredRoot,
  DeferredTrigger,
  defineOverlayKind,
  useDeferredOverlay,
} from './deferred-root';
import { floatingPanelClasses } from './overlay-styles';

const popoverKind = defineOverlayKind((primitives) => primitives.Popover, 'dialog', 'click');

/**
 * The popover's state holder (Radix Popover Root). Its code loads when it first opens (or
 * ahead, with `preloadOverlays`).
 */
export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <DeferredRoot kind={popoverKind} {...props} />;
}

/** The element that toggles the popover. */
export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <DeferredTrigger kind={popoverKind} {...props} />;
}

/** Wrap any element to make it close the popover. */
export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <DeferredClose kind={popoverKind} {...props} />;
}

/** Positions the popover against an element other than the trigger. */
export function PopoverAnchor({
  asChild,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  const primitive = useDeferredOverlay(popoverKind).primitives?.Popover;
  if (primitive) return <primitive.Anchor asChild={asChild} {...props} />;
  return asChild ? <Slot.Root {...props} /> : <div {...props} />;
}

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
  const primitive = useDeferredOverlay(popoverKind).primitives?.Popover;
  if (!primitive) return null;
  return (
    <primitive.Portal>
      <primitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(floatingPanelClasses, 'w-72 p-3', className)}
        {...props}
      />
    </primitive.Portal>
  );
}

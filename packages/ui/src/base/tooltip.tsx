import type { Tooltip as TooltipPrimitive } from 'radix-ui';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../foundations/cn';
import {
  type OverlayPrimitives,
  overlaysLoaded,
  preloadOverlays,
  useOverlayPrimitives,
} from './deferred-overlays';

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps
  extends React.ComponentProps<typeof TooltipPrimitive.Provider> {}

/**
 * Shares tooltip timing across the app so moving between controls shows the next tooltip at
 * once. `delayDuration` defaults to 400 ms. Place it once near the root; {@link Tooltip} works
 * without it too. Mounted before the overlays' code has loaded, it passes its children through.
 */
export function TooltipProvider({ delayDuration = 400, ...props }: TooltipProviderProps) {
  const primitives = useOverlayPrimitives(false);
  if (!primitives) return props.children;
  return <primitives.Tooltip.Provider delayDuration={delayDuration} {...props} />;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The element the tooltip describes; it must accept a ref and focus. */
  children: React.ReactElement;
  /** What the tooltip says. */
  content: React.ReactNode;
  /** Side of the trigger to show on. @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Open state when controlled. */
  open?: boolean;
  /** Called when the tooltip wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in milliseconds. @default 400 */
  delayDuration?: number;
}

/** How a tooltip mounted before its code loaded came to be wanted. */
type ArmedBy = 'pointer' | 'focus';

/**
 * A short hint shown on hover and keyboard focus (Radix Tooltip). Supplementary only: it never
 * replaces an accessible name.
 *
 * Mounted before the overlays' code has loaded (a screen's first paint), it renders its
 * element alone and becomes a Radix tooltip when a mouse enters it or the keyboard focuses it,
 * once that code is here. The element is replaced then, so the switch is made before the
 * entering event returns: a press that followed the mouse in before React rendered would go
 * down on the old element and up on the new one, and the click would be lost. Never on a press
 * itself, for the same reason.
 */
export function Tooltip(props: TooltipProps) {
  const { children, open } = props;
  const [armedBy, setArmedBy] = React.useState<ArmedBy>();
  const primitives = useOverlayPrimitives(open !== undefined || armedBy !== undefined);
  if (primitives)
    return <RadixTooltip {...props} primitives={primitives} refocus={armedBy === 'focus'} />;
  const arm = (by: ArmedBy) => {
    if (!overlaysLoaded()) preloadOverlays();
    else if (by === 'pointer') flushSync(() => setArmedBy(by));
    else setArmedBy(by);
  };
  const child = children as React.ReactElement<React.HTMLAttributes<HTMLElement>>;
  return React.cloneElement(child, {
    onPointerEnter: (event) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse' && event.buttons === 0) arm('pointer');
    },
    onFocus: (event) => {
      child.props.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) arm('focus');
    },
  });
}

/** The tooltip on Radix's primitives; `refocus` gives the focus back to the new trigger. */
function RadixTooltip({
  children,
  content,
  side = 'top',
  open,
  onOpenChange,
  delayDuration = 400,
  primitives,
  refocus,
}: TooltipProps & { primitives: OverlayPrimitives; refocus: boolean }) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  // The element was replaced while it held the keyboard's focus: give it back, which also
  // opens the tooltip as focusing it does.
  React.useLayoutEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  const { Provider, Root, Trigger, Portal, Content } = primitives.Tooltip;
  return (
    // A provider of its own keeps a lone tooltip working; an app-wide TooltipProvider still
    // shares the skip-delay between neighbours because Radix reads the nearest one.
    <Provider delayDuration={delayDuration}>
      <Root open={open} onOpenChange={onOpenChange}>
        <Trigger ref={trigger} asChild>
          {children}
        </Trigger>
        <Portal>
          <Content
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-64 rounded-md bg-fg px-2 py-1 text-xs text-surface shadow-md',
            )}
          >
            {content}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}

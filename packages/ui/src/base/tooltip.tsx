import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps
  extends React.ComponentProps<typeof TooltipPrimitive.Provider> {}

/**
 * Shares tooltip timing across the app so moving between controls shows the next tooltip at
 * once. `delayDuration` defaults to 400 ms. Place it once near the root; {@link Tooltip} works
 * without it too.
 */
export function TooltipProvider({ delayDuration = 400, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
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

/**
 * A short hint shown on hover and keyboard focus (Radix Tooltip). Supplementary only: it never
 * replaces an accessible name.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  open,
  onOpenChange,
  delayDuration = 400,
}: TooltipProps) {
  return (
    // A provider of its own keeps a lone tooltip working; an app-wide TooltipProvider still
    // shares the skip-delay between neighbours because Radix reads the nearest one.
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-64 rounded-md bg-fg px-2 py-1 text-xs text-surface shadow-md',
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

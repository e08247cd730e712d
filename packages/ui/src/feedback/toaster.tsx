import type * as React from 'react';
import { useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';

/** Below this width (sonner's own) toasts span the screen, so they go where no action sits. */
const NARROW = '(max-width: 600px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Where toasts go by default: bottom left on wide screens, clear of the task panel (a sheet on
 * the right, whose Comment and Save buttons sit low); at the top on a phone, clear of the
 * actions at the bottom of a full-screen panel.
 */
function useDefaultPosition(): NonNullable<ToasterProps['position']> {
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  return narrow ? 'top-center' : 'bottom-left';
}

/** Props of {@link Toaster}: sonner's, with the kit's look. */
export type ToasterProps = React.ComponentProps<typeof Sonner>;

/**
 * The app's single toast outlet (sonner). Render it once near the root and call
 * {@link toast} anywhere. Position defaults to bottom left (top centre on a phone), away from
 * the task panel's buttons; styling comes from the tokens,
 * so toasts follow the light and dark themes. Its landmark is named "Messages" (with
 * sonner's Alt+T shortcut), apart from the inbox's "Notifications".
 */
export function Toaster({
  position,
  containerAriaLabel = 'Messages',
  toastOptions,
  style,
  ...props
}: ToasterProps) {
  const defaultPosition = useDefaultPosition();
  return (
    <Sonner
      position={position ?? defaultPosition}
      // sonner names its region "Notifications", the name of the app's inbox: a screen
      // reader user looking for the inbox would land in the toasts.
      containerAriaLabel={containerAriaLabel}
      // A modal dialog or sheet turns pointer events off on the page around it; toasts stay
      // clickable above it (the overlays ignore clicks in a toast, see keepOpenForToasts).
      style={{ pointerEvents: 'auto', ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast:
            'group flex w-full items-start gap-2.5 rounded-lg border border-border bg-surface p-3 text-fg text-sm shadow-lg',
          // A long message wraps, and never squeezes the buttons into broken words.
          content: 'min-w-0 flex-1 [overflow-wrap:anywhere]',
          title: 'font-medium',
          description: 'text-muted',
          actionButton:
            'ms-auto shrink-0 whitespace-nowrap rounded-md bg-accent px-2 py-1 font-medium text-accent-fg text-xs hover:bg-accent-hover',
          cancelButton:
            'shrink-0 whitespace-nowrap rounded-md px-2 py-1 text-muted text-xs hover:bg-hover',
          error: '[&_[data-icon]]:text-danger',
          success: '[&_[data-icon]]:text-success',
          warning: '[&_[data-icon]]:text-warning',
          ...toastOptions?.classNames,
        },
        unstyled: true,
      }}
      {...props}
    />
  );
}

/** sonner's own `toast`, for stories that render this `Toaster`; the app imports the kit's. */
export { toast };

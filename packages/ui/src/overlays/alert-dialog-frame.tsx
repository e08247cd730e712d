import type { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { alertDialogKind } from './deferred-dialogs';
import { useDeferredOverlay } from './deferred-root';
import { overlayClasses } from './overlay-styles';

/** Props of {@link AlertDialogFrame}. */
export interface AlertDialogFrameProps
  extends Omit<React.ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> {
  /** The question or warning, which names the dialog. */
  title: React.ReactNode;
  /** What will happen, announced as the description. */
  description: React.ReactNode;
}

/**
 * The backdrop, panel, title and description every alert dialog of the kit shares; the
 * actions are its children. Internal: apps use AlertDialogContent or TypedConfirmDialogContent.
 */
export function AlertDialogFrame({
  title,
  description,
  className,
  children,
  ...props
}: AlertDialogFrameProps) {
  const primitive = useDeferredOverlay(alertDialogKind).primitives?.AlertDialog;
  if (!primitive) return null;
  return (
    <primitive.Portal>
      <primitive.Overlay className={overlayClasses} />
      <primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 text-fg shadow-lg outline-none data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5">
          <primitive.Title className="font-semibold text-lg">{title}</primitive.Title>
          <primitive.Description className="text-muted text-sm">
            {description}
          </primitive.Description>
        </div>
        {children}
      </primitive.Content>
    </primitive.Portal>
  );
}

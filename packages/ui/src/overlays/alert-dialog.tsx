import type { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from '../actions/button-variants';
import { AlertDialogFrame } from './alert-dialog-frame';
import { alertDialogKind } from './deferred-dialogs';
import { DeferredRoot, DeferredTrigger, useDeferredOverlay } from './deferred-root';

/**
 * The alert dialog's state holder (Radix AlertDialog Root), whose code loads when it first
 * opens (or ahead, with `preloadOverlays`).
 */
export function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <DeferredRoot kind={alertDialogKind} {...props} />;
}

/** The element that opens the alert dialog; focus returns to it afterwards. */
export function AlertDialogTrigger(
  props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>,
) {
  return <DeferredTrigger kind={alertDialogKind} {...props} />;
}

/** Props of {@link AlertDialogContent}. */
export interface AlertDialogContentProps
  extends Omit<React.ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> {
  /** The question or warning, which names the dialog. */
  title: React.ReactNode;
  /** What will happen, announced as the description. */
  description: React.ReactNode;
  /** Label of the confirming action. @default 'Confirm' */
  confirmLabel?: string;
  /** Label of the cancelling action. @default 'Cancel' */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm?: () => void;
  /** Style the confirming action as destructive. @default false */
  destructive?: boolean;
}

/**
 * A dialog that interrupts to confirm an action. Unlike {@link DialogContent} it cannot be
 * dismissed by clicking outside, and focus starts on Cancel so Enter never confirms by
 * accident.
 */
export function AlertDialogContent({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  className,
  children,
  ...props
}: AlertDialogContentProps) {
  const primitive = useDeferredOverlay(alertDialogKind).primitives?.AlertDialog;
  if (!primitive) return null;
  return (
    <AlertDialogFrame title={title} description={description} className={className} {...props}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <primitive.Cancel className={buttonVariants({ variant: 'secondary' })}>
          {cancelLabel}
        </primitive.Cancel>
        <primitive.Action
          className={buttonVariants({ variant: destructive ? 'danger' : 'primary' })}
          onClick={onConfirm}
        >
          {confirmLabel}
        </primitive.Action>
      </div>
    </AlertDialogFrame>
  );
}

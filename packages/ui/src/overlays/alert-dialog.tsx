import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from '../actions/button-variants';
import { AlertDialogFrame } from './alert-dialog-frame';

/** The alert dialog's state holder (Radix AlertDialog Root). */
export const AlertDialog = AlertDialogPrimitive.Root;
/** The element that opens the alert dialog; focus returns to it afterwards. */
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

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
  return (
    <AlertDialogFrame title={title} description={description} className={className} {...props}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'secondary' })}>
          {cancelLabel}
        </AlertDialogPrimitive.Cancel>
        <AlertDialogPrimitive.Action
          className={buttonVariants({ variant: destructive ? 'danger' : 'primary' })}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AlertDialogPrimitive.Action>
      </div>
    </AlertDialogFrame>
  );
}

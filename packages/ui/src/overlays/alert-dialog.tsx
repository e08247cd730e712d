import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from '../actions/button-variants';
import { cn } from '../foundations/cn';
import { overlayClasses } from './overlay-styles';

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
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 text-fg shadow-lg outline-none data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5">
          <AlertDialogPrimitive.Title className="font-semibold text-lg">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-muted text-sm">
            {description}
          </AlertDialogPrimitive.Description>
        </div>
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
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

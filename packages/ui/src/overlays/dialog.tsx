import type { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { dialogKind } from './deferred-dialogs';
import { DeferredClose, DeferredRoot, DeferredTrigger } from './deferred-root';
import { ModalFrame } from './modal-frame';

/**
 * The dialog's state holder (Radix Dialog Root): `open`, `defaultOpen`, `onOpenChange`. Its
 * code loads when it first opens (or ahead, with `preloadOverlays`).
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DeferredRoot kind={dialogKind} {...props} />;
}

/** The element that opens the dialog; focus returns to it when the dialog closes. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DeferredTrigger kind={dialogKind} {...props} />;
}

/** Wrap any element to make it close the dialog. */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DeferredClose kind={dialogKind} {...props} />;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** Props of {@link DialogContent}. */
export interface DialogContentProps
  extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The heading, which also names the dialog for assistive technology. */
  title: React.ReactNode;
  /** A sentence under the heading, announced as the dialog's description. */
  description?: React.ReactNode;
  /** Width. @default 'md' */
  size?: keyof typeof widths;
  /** Hide the close button in the corner (Escape still closes). @default false */
  hideClose?: boolean;
}

/**
 * A modal dialog: focus moves inside, is trapped there, and returns to the trigger on close;
 * Escape and the backdrop close it. `title` is required so the dialog always has a name.
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  hideClose = false,
  className,
  ...props
}: DialogContentProps) {
  return (
    <ModalFrame
      title={title}
      description={description}
      hideClose={hideClose}
      headingClassName="pe-8"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
        'flex max-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-5 text-fg shadow-lg',
        'outline-none data-[state=open]:animate-pop-in',
        widths[size],
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link DialogFooter}. */
export interface DialogFooterProps extends React.ComponentProps<'div'> {}

/** The row of actions at the bottom of a dialog, primary action last. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      className={cn('mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

import type { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { dialogKind } from './deferred-dialogs';
import { useDeferredOverlay } from './deferred-root';
import { DialogCloseButton } from './dialog-close-button';
import { keepOpenForToasts } from './keep-open-for-toasts';
import { overlayClasses } from './overlay-styles';

/** Props of {@link ModalFrame}. */
export interface ModalFrameProps
  extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The heading, which names the modal. */
  title: React.ReactNode;
  /** Shown under the title and announced as the description. */
  description?: React.ReactNode;
  /** Classes of the heading's block (the title and the description). */
  headingClassName?: string;
  /** Hide the close button in the corner (Escape still closes). */
  hideClose: boolean;
}

/**
 * What every modal of the kit shares, whatever its shape (a centred dialog, a sheet from an
 * edge): the portal and backdrop, a name from its title, a description or explicitly none, the
 * close button, and staying open while the user acts on a toast.
 */
export function ModalFrame({
  title,
  description,
  headingClassName,
  hideClose,
  children,
  onInteractOutside,
  ...props
}: ModalFrameProps) {
  const primitive = useDeferredOverlay(dialogKind).primitives?.Dialog;
  if (!primitive) return null;
  return (
    <primitive.Portal>
      <primitive.Overlay className={overlayClasses} />
      <primitive.Content
        // Without a description, say so explicitly rather than pointing at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onInteractOutside={keepOpenForToasts(onInteractOutside)}
      >
        <div className={cn('flex flex-col gap-1', headingClassName)}>
          <primitive.Title className="font-semibold text-fg text-lg">{title}</primitive.Title>
          {description ? (
            <primitive.Description className="text-muted text-sm">
              {description}
            </primitive.Description>
          ) : null}
        </div>
        {children}
        {hideClose ? null : <DialogCloseButton />}
      </primitive.Content>
    </primitive.Portal>
  );
}

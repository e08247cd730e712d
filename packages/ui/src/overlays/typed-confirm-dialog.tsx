import type { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { Button } from '../actions/button';
import { buttonVariants } from '../actions/button-variants';
import { Field } from '../forms/field';
import { Input } from '../forms/input';
import { AlertDialogFrame } from './alert-dialog-frame';
import { alertDialogKind } from './deferred-dialogs';
import { useDeferredOverlay } from './deferred-root';

/** Props of {@link TypedConfirmDialogContent}. */
export interface TypedConfirmDialogContentProps
  extends Omit<React.ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> {
  /** The question, which names the dialog ("Delete Acme?"). */
  title: React.ReactNode;
  /** What will be lost, announced as the description. */
  description: React.ReactNode;
  /** The exact text to type before the action unlocks (a slug, a name). */
  confirmText: string;
  /** Label of the destructive action. @default 'Delete' */
  confirmLabel?: string;
  /** Label of the cancelling action. @default 'Cancel' */
  cancelLabel?: string;
  /** Called when the user confirms; the dialog stays open, so close it when done. */
  onConfirm: () => void;
  /** Show the action as busy while it runs. @default false */
  loading?: boolean;
}

/**
 * Confirms an irreversible action by asking the user to type a word first (GitHub-style):
 * the action stays disabled until the text matches exactly. Built on AlertDialog: no
 * dismissal by clicking outside, focus starts in the text field, Escape cancels.
 */
export function TypedConfirmDialogContent({
  title,
  description,
  confirmText,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  loading = false,
  className,
  ...props
}: TypedConfirmDialogContentProps) {
  const [typed, setTyped] = React.useState('');
  const matches = typed.trim() === confirmText;
  const primitive = useDeferredOverlay(alertDialogKind).primitives?.AlertDialog;
  if (!primitive) return null;
  return (
    <AlertDialogFrame title={title} description={description} className={className} {...props}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !loading) onConfirm();
        }}
      >
        <Field
          label={
            <>
              Type <span className="font-mono font-semibold">{confirmText}</span> to confirm
            </>
          }
        >
          <Input
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <primitive.Cancel className={buttonVariants({ variant: 'secondary' })}>
            {cancelLabel}
          </primitive.Cancel>
          <Button type="submit" variant="danger" disabled={!matches} loading={loading}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </AlertDialogFrame>
  );
}

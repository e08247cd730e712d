import { zodResolver } from '@hookform/resolvers/zod';
import { toTandemError } from '@tandem/api-client';
import { SAVED_VIEW_NAME_MAX_LENGTH, savedViewNameSchema } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { Dialog, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { notifyError } from '../lib/notify-error';
import { ShareViewSwitch } from './share-view-switch';

const viewFormSchema = z.object({ name: savedViewNameSchema, shared: z.boolean() });

/** What the dialog asks: a name and whether the whole workspace sees the view. */
export type ViewFormValues = z.infer<typeof viewFormSchema>;

/** Props of {@link ViewDialog}. */
export interface ViewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Save view" for a new view, "Rename view" for an existing one. */
  title: string;
  submitLabel: string;
  initial: ViewFormValues;
  /** Whether the share switch may be turned (members and up; a view's owner when renaming). */
  canShare: boolean;
  /** Saves; a rejection is shown on the form (field errors) or as a toast. */
  onSubmit: (values: ViewFormValues) => Promise<void>;
}

/**
 * The dialog that saves the board's current view, or renames one: its name and a "Share with
 * workspace" switch. Closes once the server has the view; an error keeps it open.
 */
export function ViewDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial,
  canShare,
  onSubmit,
}: ViewDialogProps) {
  const form = useForm<ViewFormValues>({
    resolver: zodResolver(viewFormSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      const message = applyServerError(error, form.setError, ['name']);
      if (message) form.setError('name', { type: 'server', message });
      else if (toTandemError(error).code !== 'data/invalid') notifyError(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description="A view keeps the board's filters, search and layout under a name."
        size="sm"
      >
        <Form onSubmit={submit}>
          <Field
            label="Name"
            error={errors.name?.message}
            count={{ length: lengthOf(form.watch('name')), max: SAVED_VIEW_NAME_MAX_LENGTH }}
          >
            <Input autoFocus placeholder="e.g. My open bugs" {...form.register('name')} />
          </Field>
          <ShareViewSwitch control={form.control} canShare={canShare} />
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

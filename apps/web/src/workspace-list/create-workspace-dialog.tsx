import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWorkspaceInput,
  createWorkspaceInputSchema,
  WORKSPACE_NAME_MAX_LENGTH,
} from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { SlugField } from './slug-field';
import { useSlugAvailability } from './use-slug-availability';

const FIELDS = ['name', 'slug'] as const;

/** Props of {@link CreateWorkspaceDialog}. */
export interface CreateWorkspaceDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create workspace": a name and a slug suggested from it (until the user edits the slug),
 * checked live; once created, the new workspace opens.
 */
export function CreateWorkspaceDialog({ open, onOpenChange }: CreateWorkspaceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create a workspace"
        description="A workspace holds your team’s boards. You’ll be its owner."
      >
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {open ? <CreateWorkspaceForm /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateWorkspaceForm() {
  const tandem = useTandem();
  const navigate = useNavigate();
  const create = useMutation(useTandemMutations().workspaces.create());
  const [formError, setFormError] = useState<string | null>(null);
  // Once the user types a slug of their own, the name no longer rewrites it.
  const slugEdited = useRef(false);
  const form = useForm<CreateWorkspaceInput>({
    resolver: zodResolver(createWorkspaceInputSchema),
    defaultValues: { name: '', slug: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const slug = form.watch('slug');
  const availability = useSlugAvailability(slug);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const workspace = await create.mutateAsync(input);
      await navigate({ to: '/w/$slug', params: { slug: workspace.slug } });
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  const name = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugEdited.current) return;
      const value = event.target.value;
      form.setValue('slug', value.trim() ? tandem.workspaces.suggestSlug(value) : '', {
        shouldValidate: form.formState.isSubmitted,
      });
    },
  });
  const slugField = form.register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });

  return (
    <Form onSubmit={submit}>
      <FormAlert message={formError} />
      <Field
        label="Name"
        error={errors.name?.message}
        count={{ length: lengthOf(form.watch('name')), max: WORKSPACE_NAME_MAX_LENGTH }}
      >
        <Input autoComplete="organization" autoFocus placeholder="Acme Product" {...name} />
      </Field>
      <SlugField
        slug={slug}
        availability={availability}
        error={errors.slug?.message}
        placeholder="acme-product"
        {...slugField}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant="primary"
          loading={isSubmitting}
          disabled={availability === 'taken'}
        >
          Create workspace
        </Button>
      </DialogFooter>
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { WorkspaceWithRole } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import {
  type CreateWorkspaceInput,
  can,
  createWorkspaceInputSchema,
  WORKSPACE_NAME_MAX_LENGTH,
} from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input } from '@tandem/ui/forms';
import { SettingsSection } from '@tandem/ui/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { useTandem } from '../lib/use-tandem';
import { SlugField } from '../workspace-list/slug-field';
import { useSlugAvailability } from '../workspace-list/use-slug-availability';

const FIELDS = ['name', 'slug'] as const;

/**
 * General settings: the workspace's name and slug. Admins and the owner edit them; others see
 * them read-only. A new slug moves the page to the new address before anything refetches the
 * old one (which no longer exists).
 */
export function GeneralSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const editable = can(workspace.role, 'workspace.edit');
  // Not the api-client's mutationOptions: they refetch the workspace by its old slug at once.
  const update = useMutation({
    mutationFn: (input: CreateWorkspaceInput) =>
      tandem.workspaces.update({ workspaceId: workspace.id, changes: input }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateWorkspaceInput>({
    resolver: zodResolver(createWorkspaceInputSchema),
    values: { name: workspace.name, slug: workspace.slug },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const slug = form.watch('slug');
  const availability = useSlugAvailability(slug, workspace.slug);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const updated = await update.mutateAsync(input);
      queryClient.setQueryData(tandemKeys.workspace(updated.slug), {
        ...updated,
        role: workspace.role,
      });
      if (updated.slug !== workspace.slug) {
        await navigate({ to: '/w/$slug/settings', params: { slug: updated.slug }, replace: true });
        queryClient.removeQueries({ queryKey: tandemKeys.workspace(workspace.slug), exact: true });
      }
      void queryClient.invalidateQueries({ queryKey: tandemKeys.workspaces() });
      toast.success('Workspace settings saved.');
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <SettingsSection
      id="general"
      title="General"
      description={
        editable
          ? 'The workspace’s name and the address of its pages.'
          : 'Only admins and the owner can change these.'
      }
    >
      <Form onSubmit={submit}>
        <FormAlert message={formError} />
        <Field
          label="Name"
          error={errors.name?.message}
          count={{ length: lengthOf(form.watch('name')), max: WORKSPACE_NAME_MAX_LENGTH }}
        >
          <Input autoComplete="organization" disabled={!editable} {...form.register('name')} />
        </Field>
        <SlugField
          slug={slug}
          availability={availability}
          error={errors.slug?.message}
          existing={slug === workspace.slug}
          disabled={!editable}
          {...form.register('slug')}
        />
        {editable ? (
          <div>
            <Button
              type="submit"
              variant="primary"
              loading={isSubmitting}
              disabled={!isDirty || availability === 'taken'}
            >
              Save changes
            </Button>
          </div>
        ) : null}
      </Form>
    </SettingsSection>
  );
}

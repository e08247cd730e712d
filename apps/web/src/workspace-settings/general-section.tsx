import { zodResolver } from '@hookform/resolvers/zod';
import type { WorkspaceWithRole } from '@tandem/api-client';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { SlugField } from '../workspace-list/slug-field';
import { useSlugAvailability } from '../workspace-list/use-slug-availability';
import { useSaveWorkspace } from './use-save-workspace';

const FIELDS = ['name', 'slug'] as const;

/**
 * General settings: the workspace's name and slug. Admins and the owner edit them; others see
 * them read-only. A new slug moves the page to the new address before anything refetches the
 * old one (which no longer exists).
 */
export function GeneralSection({ workspace }: { workspace: WorkspaceWithRole }) {
  const editable = can(workspace.role, 'workspace.edit');
  const save = useSaveWorkspace(workspace);
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
      await save(input);
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

import { zodResolver } from '@hookform/resolvers/zod';
import type { Invitation } from '@tandem/schemas';
import {
  createInvitationInputSchema,
  INVITATION_ROLES,
  type InvitationRole,
} from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input, Select } from '@tandem/ui/forms';
import { ROLE_LABELS } from '@tandem/ui/workspace';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { useTandemMutations } from '../lib/use-tandem-mutations';

const FIELDS = ['email', 'role'] as const;

type InviteValues = z.input<typeof createInvitationInputSchema>;
type InviteOutput = z.output<typeof createInvitationInputSchema>;

const ROLE_OPTIONS = [...INVITATION_ROLES].reverse().map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Props of {@link InviteForm}. */
export interface InviteFormProps {
  /** The workspace to invite to. */
  workspaceId: string;
  /** The invitation was created. */
  onInvited: (invitation: Invitation) => void;
}

/**
 * "Invite by email": an address and the role it will get. An address that is already a
 * member, or already invited, is `data/duplicate` on the email field.
 */
export function InviteForm({ workspaceId, onInvited }: InviteFormProps) {
  const invite = useMutation(useTandemMutations().invitations.invite());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(createInvitationInputSchema),
    defaultValues: { workspace_id: workspaceId, email: '', role: 'member' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      onInvited(await invite.mutateAsync({ workspaceId, email: input.email, role: input.role }));
      form.reset({ workspace_id: workspaceId, email: '', role: input.role });
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit} aria-label="Invite by email">
      <FormAlert message={formError} />
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          {...form.register('email')}
        />
      </Field>
      <Field label="Role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select<InvitationRole>
              options={ROLE_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@tandem/schemas';
import { DISPLAY_NAME_MAX_LENGTH, updateProfileInputSchema } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { useTandemMutations } from '../lib/use-tandem-mutations';

// Named as `profiles.update` takes it, so the server's field errors land on this field too.
const displayNameSchema = z.object({
  displayName: updateProfileInputSchema.shape.display_name.def.innerType,
});
type DisplayNameInput = z.infer<typeof displayNameSchema>;

const FIELDS = ['displayName'] as const;

/** Props of {@link DisplayNameForm}. */
export interface DisplayNameFormProps {
  /** The signed-in user's profile. */
  profile: Profile;
  /** Their sign-in address, shown read-only. */
  email: string | undefined;
}

/** The name teammates see, and the sign-in address (read-only). */
export function DisplayNameForm({ profile, email }: DisplayNameFormProps) {
  const update = useMutation(useTandemMutations().profiles.update());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DisplayNameInput>({
    resolver: zodResolver(displayNameSchema),
    values: { displayName: profile.display_name },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await update.mutateAsync(input);
      toast.success('Your name has been saved.');
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <FormAlert message={formError} />
      <Field
        label="Display name"
        error={errors.displayName?.message}
        count={{ length: lengthOf(form.watch('displayName')), max: DISPLAY_NAME_MAX_LENGTH }}
      >
        <Input autoComplete="name" {...form.register('displayName')} />
      </Field>
      <Field label="Email" description="The address you sign in with.">
        <Input type="email" value={email ?? ''} readOnly disabled />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
      </div>
    </Form>
  );
}

import type { SignUpResult } from '@tandem/api-client';
import type { SignUpInput } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { invitedEmailOf } from '../session/next-path';
import { useLazyResolver } from './lazy-resolver';
import { applyServerError } from './server-error';

const FIELDS = ['display_name', 'email', 'password'] as const;

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Where the confirmation link returns to. */
  next: string | undefined;
  /** The account exists. */
  onSignedUp: (result: SignUpResult) => void;
  /** A message for above the form, or `null` to clear it. */
  onFormError: (message: string | null) => void;
}

/** Name, email and a new password. */
export function SignUpForm({ next, onSignedUp, onFormError }: SignUpFormProps) {
  const tandem = useTandem();
  const form = useForm<SignUpInput>({
    resolver: useLazyResolver('signUp'),
    // Reached from an invitation link: the invited address, which the invitation needs.
    defaultValues: { display_name: '', email: invitedEmailOf(next) ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    onFormError(null);
    try {
      onSignedUp(
        await tandem.auth.signUp(
          { email: input.email, password: input.password, displayName: input.display_name },
          { next },
        ),
      );
    } catch (error) {
      onFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <Field label="Name" error={errors.display_name?.message}>
        <Input autoComplete="name" {...form.register('display_name')} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label="Password"
        description="8–72 characters, with a letter and a digit."
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
        Create account
      </Button>
    </Form>
  );
}

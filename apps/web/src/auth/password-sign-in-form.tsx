import { isTandemError } from '@tandem/api-client';
import type { SignInInput } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { useLazyResolver } from './lazy-resolver';
import { applyServerError } from './server-error';
import { TextLink } from './text-link';

const FIELDS = ['email', 'password'] as const;

/** Props of {@link PasswordSignInForm}. */
export interface PasswordSignInFormProps {
  /** Signed in. */
  onSignedIn: () => void;
  /** The password was right, and the account's authenticator app must confirm it with a code. */
  onNeedsCode: () => void;
  /** The address has not been confirmed yet: offer to resend the link. */
  onUnconfirmed: (email: string) => void;
  /** A message for above the form, or `null` to clear it. */
  onFormError: (message: string | null) => void;
}

/** Email and password, with "Forgot password?" next to the password's label. */
export function PasswordSignInForm({
  onSignedIn,
  onNeedsCode,
  onUnconfirmed,
  onFormError,
}: PasswordSignInFormProps) {
  const tandem = useTandem();
  const form = useForm<SignInInput>({
    resolver: useLazyResolver('signIn'),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    onFormError(null);
    try {
      await tandem.auth.signInWithPassword(input);
      const level = await tandem.auth.getAssuranceLevel();
      if (level.needsCode) onNeedsCode();
      else onSignedIn();
    } catch (error) {
      if (isTandemError(error, 'auth/email-not-confirmed')) {
        onUnconfirmed(input.email);
        return;
      }
      onFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        labelAction={
          <TextLink to="/forgot-password" size="sm">
            Forgot password?
          </TextLink>
        }
      >
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
        Sign in
      </Button>
    </Form>
  );
}

import type { ForgotPasswordInput } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { AuthCard } from '@tandem/ui/workspace';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { CheckInbox } from './check-inbox';
import { FormAlert } from './form-alert';
import { useLazyResolver } from './lazy-resolver';
import { applyServerError } from './server-error';
import { TextLink } from './text-link';

const FIELDS = ['email'] as const;

/** `/forgot-password`: asks for a recovery link, then "Check your inbox". */
export function ForgotPasswordPage() {
  const tandem = useTandem();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: useLazyResolver('forgotPassword'),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await tandem.auth.requestPasswordReset(input);
      setSentTo(input.email);
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        purpose="a password reset link, if an account uses that address,"
        onResend={() => tandem.auth.requestPasswordReset({ email: sentTo })}
        onBack={() => setSentTo(null)}
      />
    );
  }
  return (
    <AuthCard
      id="main"
      title="Reset your password"
      description="Enter your account’s email address and we’ll send you a link to set a new password."
      alert={<FormAlert message={formError} />}
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      <Form onSubmit={submit}>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}

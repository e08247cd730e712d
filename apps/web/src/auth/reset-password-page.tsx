import type { ResetPasswordInput } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input } from '@tandem/ui/forms';
import { AuthCard } from '@tandem/ui/workspace';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { FormAlert } from './form-alert';
import { useLazyResolver } from './lazy-resolver';
import { applyServerError } from './server-error';
import { TwoFactorStep } from './two-factor-step';
import { useNeedsCode } from './use-needs-code';

const FIELDS = ['password', 'confirm_password'] as const;

/**
 * `/auth/reset-password` with the recovery session of a reset link: the new password, twice.
 * An account with an authenticator app enters its code first: the auth server changes the
 * password only from a session that did (aal2).
 */
export function ResetPasswordPage() {
  const tandem = useTandem();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useNeedsCode();
  const form = useForm<ResetPasswordInput>({
    resolver: useLazyResolver('resetPassword'),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await tandem.auth.updatePassword({
        password: input.password,
        confirmPassword: input.confirm_password,
      });
      toast.success('Your password has been changed.');
      await navigate({ to: '/', replace: true });
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  if (needsCode) {
    return (
      <TwoFactorStep
        onVerified={() => setNeedsCode(false)}
        onCancelled={() => navigate({ to: '/sign-in', search: {}, replace: true })}
      />
    );
  }

  return (
    <AuthCard
      id="main"
      title="Set a new password"
      description="Choose a password you don’t use anywhere else."
      alert={<FormAlert message={formError} />}
    >
      <Form onSubmit={submit}>
        <Field
          label="New password"
          description="8–72 characters, with a letter and a digit."
          error={errors.password?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            autoFocus
            {...form.register('password')}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirm_password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirm_password')}
          />
        </Field>
        <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
          Change password
        </Button>
      </Form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordInput, resetPasswordInputSchema } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { useTandem } from '../lib/use-tandem';

const FIELDS = ['password', 'confirm_password'] as const;
const EMPTY = { password: '', confirm_password: '' };

/** "Change password": the new password twice; the session stays signed in. */
export function PasswordForm() {
  const tandem = useTandem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await tandem.auth.updatePassword({
        password: input.password,
        confirmPassword: input.confirm_password,
      });
      form.reset(EMPTY);
      toast.success('Your password has been changed.');
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <FormAlert message={formError} />
      <Field
        label="New password"
        description="8–72 characters, with a letter and a digit."
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirm_password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm_password')} />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Change password
        </Button>
      </div>
    </Form>
  );
}

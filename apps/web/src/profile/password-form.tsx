import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChangeInput, passwordChangeInputSchema } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { useTandem } from '../lib/use-tandem';

const FIELDS = [
  'current_password',
  'password',
  'confirm_password',
  'reauthentication_code',
] as const;
const EMPTY = {
  current_password: '',
  password: '',
  confirm_password: '',
  reauthentication_code: '',
};

/**
 * "Change password": the current password and the new one twice; the session stays signed in.
 * In a session older than a day the server also asks for a code it emails, and the form then
 * shows a field for it.
 */
export function PasswordForm() {
  const tandem = useTandem();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInputSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await tandem.auth.updatePassword({
        password: input.password,
        confirmPassword: input.confirm_password,
        currentPassword: input.current_password,
        reauthenticationCode: input.reauthentication_code || undefined,
      });
      form.reset(EMPTY);
      setCodeSent(false);
      toast.success('Your password has been changed.');
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
      if (form.getFieldState('reauthentication_code').error) setCodeSent(true);
    }
  });

  return (
    <Form onSubmit={submit}>
      <FormAlert message={formError} />
      <Field label="Current password" error={errors.current_password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('current_password')}
        />
      </Field>
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
      {codeSent ? (
        <Field
          label="Code from the email"
          description="We sent it to your address to confirm it is you."
          error={errors.reauthentication_code?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.register('reauthentication_code')}
          />
        </Field>
      ) : null}
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Change password
        </Button>
      </div>
    </Form>
  );
}

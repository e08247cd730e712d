import { isTandemError, toTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Form } from '@tandem/ui/forms';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { useLazyResolver } from './lazy-resolver';
import { TotpCodeField } from './totp-code-field';
import type { TotpCodeForm } from './totp-code-form';

/** Props of {@link EmailCodeForm}. */
export interface EmailCodeFormProps {
  /** Where the email with the code went. */
  email: string;
  /** The code was right: the user is signed in. */
  onSignedIn: () => Promise<void> | void;
  /** A message for above the form, or `null` to clear it. */
  onFormError: (message: string | null) => void;
}

/**
 * The 6-digit code printed in a confirmation or sign-in email, typed in instead of opening
 * the link (which works only in the browser that asked for it). A wrong or expired code is
 * shown under the field.
 */
export function EmailCodeForm({ email, onSignedIn, onFormError }: EmailCodeFormProps) {
  const tandem = useTandem();
  const form = useForm<TotpCodeForm>({
    resolver: useLazyResolver('emailCode'),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    onFormError(null);
    try {
      await tandem.auth.verifyEmailCode({ email, code });
    } catch (error) {
      const message = isTandemError(error) ? error.fieldErrors.code?.[0] : undefined;
      if (message) form.setError('code', { type: 'server', message }, { shouldFocus: true });
      else onFormError(toTandemError(error).message);
      return;
    }
    await onSignedIn();
  });

  return (
    <Form onSubmit={submit}>
      <TotpCodeField
        registration={form.register('code')}
        error={errors.code?.message}
        label="Code from the email"
        description="Or type the 6-digit code the email shows."
        width="full"
      />
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
        Continue with the code
      </Button>
    </Form>
  );
}

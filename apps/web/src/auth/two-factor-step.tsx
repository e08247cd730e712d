import { isTandemError, toTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Form } from '@tandem/ui/forms';
import { AuthCard } from '@tandem/ui/workspace';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { FormAlert } from './form-alert';
import { useLazyResolver } from './lazy-resolver';
import { TotpCodeField } from './totp-code-field';
import type { TotpCodeForm } from './totp-code-form';

/** Props of {@link TwoFactorStep}. */
export interface TwoFactorStepProps {
  /** The code was right: the session is complete (aal2). */
  onVerified: () => void;
  /** "Use another account": the half-signed-in session was ended. */
  onCancelled: () => void;
}

/** The verified authenticator-app factor to check the code against. */
async function verifiedFactorId(tandem: ReturnType<typeof useTandem>): Promise<string> {
  const factors = await tandem.auth.listFactors();
  const factor = factors.find((f) => f.status === 'verified' && f.type === 'totp');
  if (!factor) throw new Error('no verified authenticator app');
  return factor.id;
}

/**
 * The second step of signing in for a user with an authenticator app: the password was right,
 * now the 6-digit code. A wrong code is shown under the field; the app opens only after it.
 */
export function TwoFactorStep({ onVerified, onCancelled }: TwoFactorStepProps) {
  const tandem = useTandem();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<TotpCodeForm>({
    resolver: useLazyResolver('totpCode'),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await tandem.auth.challengeAndVerify({ factorId: await verifiedFactorId(tandem), code });
      onVerified();
    } catch (error) {
      const message = isTandemError(error) ? error.fieldErrors.code?.[0] : undefined;
      if (message) {
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
        form.setValue('code', '');
        return;
      }
      setFormError(toTandemError(error).message);
    }
  });

  async function switchAccount() {
    setLeaving(true);
    try {
      await tandem.auth.signOut({ scope: 'local' });
    } finally {
      setLeaving(false);
      onCancelled();
    }
  }

  return (
    <AuthCard
      id="main"
      title="Enter your code"
      description="Your account is protected with two-factor authentication. Open your authenticator app and enter the 6-digit code for Tandem."
      alert={<FormAlert message={formError} />}
    >
      <Form onSubmit={submit}>
        <TotpCodeField
          registration={form.register('code')}
          error={errors.code?.message}
          autoFocus
          width="full"
        />
        <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
          Verify
        </Button>
      </Form>
      <Button variant="ghost" loading={leaving} onClick={switchAccount}>
        Use another account
      </Button>
    </AuthCard>
  );
}

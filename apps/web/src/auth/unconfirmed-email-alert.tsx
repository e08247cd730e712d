import { ERROR_CATALOGUE } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Banner } from '@tandem/ui/feedback';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { formMessageOf } from './server-error';

/** Props of {@link UnconfirmedEmailAlert}. */
export interface UnconfirmedEmailAlertProps {
  /** The address that tried to sign in. */
  email: string;
  /** Where the confirmation link returns to. */
  next: string | undefined;
}

/** `auth/email-not-confirmed` above the sign-in form, with "Resend link". */
export function UnconfirmedEmailAlert({ email, next }: UnconfirmedEmailAlertProps) {
  const tandem = useTandem();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  if (state === 'sent') {
    return (
      <Banner tone="success" role="status">
        We sent a new confirmation link to {email}. Open it in this browser to continue.
      </Banner>
    );
  }
  return (
    <Banner
      tone="warning"
      role="alert"
      action={
        <Button
          size="sm"
          loading={state === 'sending'}
          onClick={async () => {
            setState('sending');
            setProblem(null);
            try {
              await tandem.auth.resendConfirmation({ email }, { next });
              setState('sent');
            } catch (error) {
              setState('idle');
              setProblem(formMessageOf(error));
            }
          }}
        >
          Resend link
        </Button>
      }
    >
      {problem ?? ERROR_CATALOGUE['auth/email-not-confirmed'].message}
    </Banner>
  );
}

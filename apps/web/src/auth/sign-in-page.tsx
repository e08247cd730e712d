import { AuthCard } from '@tandem/ui/workspace';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { destinationOf } from '../session/next-path';
import { CheckInbox } from './check-inbox';
import { FormAlert } from './form-alert';
import { GitHubButton } from './github-button';
import { invitationContextOf } from './invitation-context';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SignInMethods } from './sign-in-methods';
import type { SignInStep as Step } from './sign-in-step';
import { TextLink } from './text-link';
import { TwoFactorStep } from './two-factor-step';
import { UnconfirmedEmailAlert } from './unconfirmed-email-alert';
import { usePendingCodeStep } from './use-pending-code-step';

/**
 * `/sign-in`: a passkey, GitHub, password or "email me a sign-in link"; then, for an account with an
 * authenticator app, its 6-digit code; back to `next` afterwards. A session that still owes
 * the code (sent here by the app's guard) starts at the code step.
 */
export function SignInPage({ next }: { next: string | undefined }) {
  const tandem = useTandem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [formError, setFormError] = useState<string | null>(null);

  usePendingCodeStep(setStep);

  async function enterApp() {
    await queryClient.invalidateQueries();
    await navigate({ href: destinationOf(next), replace: true });
  }

  if (step.kind === 'code') {
    return (
      <TwoFactorStep onVerified={enterApp} onCancelled={() => setStep({ kind: 'password' })} />
    );
  }

  if (step.kind === 'link-sent') {
    return (
      <CheckInbox
        email={step.email}
        purpose="a sign-in link"
        onResend={() => tandem.auth.sendMagicLink({ email: step.email }, { next })}
        onBack={() => setStep({ kind: 'link' })}
        onSignedInWithCode={async () => {
          const level = await tandem.auth.getAssuranceLevel();
          if (level.needsCode) setStep({ kind: 'code' });
          else await enterApp();
        }}
      />
    );
  }

  const withLink = step.kind === 'link';
  const invitation = invitationContextOf(next);
  return (
    <AuthCard
      id="main"
      title={withLink ? 'Sign in with a link' : (invitation?.signInTitle ?? 'Sign in to Tandem')}
      description={
        withLink
          ? 'We’ll email you a link that signs you in. No password needed.'
          : (invitation?.signInDescription ??
            'Welcome back. Plan, move and discuss work with your team.')
      }
      alert={
        step.kind === 'unconfirmed' ? (
          <UnconfirmedEmailAlert email={step.email} next={next} />
        ) : (
          <FormAlert message={formError} />
        )
      }
      footer={
        <>
          No account?{' '}
          <TextLink to="/sign-up" search={{ next }}>
            Sign up
          </TextLink>
        </>
      }
    >
      <PasskeySignInButton
        onFormError={setFormError}
        onSignedIn={({ needsCode }) => (needsCode ? setStep({ kind: 'code' }) : enterApp())}
      />
      <GitHubButton next={next} onFormError={setFormError} />
      <SignInMethods
        withLink={withLink}
        next={next}
        onFormError={setFormError}
        onStep={setStep}
        onSignedIn={enterApp}
      />
    </AuthCard>
  );
}

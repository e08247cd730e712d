import { AuthCard } from '@tandem/ui/workspace';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { destinationOf } from '../session/next-path';
import { CheckInbox } from './check-inbox';
import { FormAlert } from './form-alert';
import { GitHubButton } from './github-button';
import { invitationContextOf } from './invitation-context';
import { SignUpForm } from './sign-up-form';
import { TextLink } from './text-link';

/** `/sign-up`: the account form, then "Check your inbox" until the link is opened. */
export function SignUpPage({ next }: { next: string | undefined }) {
  const tandem = useTandem();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        purpose="a confirmation link"
        onResend={() => tandem.auth.resendConfirmation({ email: sentTo }, { next })}
        onBack={() => setSentTo(null)}
        onSignedInWithCode={() => navigate({ href: destinationOf(next), replace: true })}
      />
    );
  }
  return (
    <AuthCard
      id="main"
      title="Create your account"
      description={
        invitationContextOf(next)?.signUpDescription ??
        'Boards, tasks and your team’s work in one place.'
      }
      alert={<FormAlert message={formError} />}
      footer={
        <>
          Already have an account?{' '}
          <TextLink to="/sign-in" search={{ next }}>
            Sign in
          </TextLink>
        </>
      }
    >
      <GitHubButton next={next} onFormError={setFormError} />
      <SignUpForm
        next={next}
        onFormError={setFormError}
        onSignedUp={(result) => {
          if (result.needsConfirmation) setSentTo(result.email);
          else navigate({ href: destinationOf(next), replace: true });
        }}
      />
    </AuthCard>
  );
}

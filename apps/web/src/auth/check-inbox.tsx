import { Button } from '@tandem/ui/actions';
import { Banner, toast } from '@tandem/ui/feedback';
import { AuthCard } from '@tandem/ui/workspace';
import { useState } from 'react';
import { EmailCodeForm } from './email-code-form';
import { formMessageOf } from './server-error';
import { useResendCountdown } from './use-resend-countdown';

/** Props of {@link CheckInbox}. */
export interface CheckInboxProps {
  /** Where the email went. */
  email: string;
  /** What the link in it does, ending the sentence "We sent … to". */
  purpose: string;
  /** Sends the email again; rejects with the api-client's error. */
  onResend: () => Promise<unknown>;
  /** Back to the form, to use another address. */
  onBack: () => void;
  /**
   * Signed in with the email's 6-digit code. Given for emails that sign in (confirmation,
   * sign-in link), which then offer the code as well as the link.
   */
  onSignedInWithCode?: () => Promise<void> | void;
}

/**
 * "Check your inbox" after an auth email: says where it went, and offers to send it again
 * once the per-address limit allows, with the countdown visible until then.
 */
export function CheckInbox({
  email,
  purpose,
  onResend,
  onBack,
  onSignedInWithCode,
}: CheckInboxProps) {
  const { remaining, restart } = useResendCountdown();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function resend() {
    setSending(true);
    setProblem(null);
    try {
      await onResend();
      restart();
      toast.success(`We sent a new link to ${email}.`);
    } catch (error) {
      setProblem(formMessageOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      id="main"
      title="Check your inbox"
      description={
        <>
          We sent {purpose} to <strong>{email}</strong>. Open it in this browser to continue.
        </>
      }
      alert={
        problem ? (
          <Banner tone="danger" role="alert">
            {problem}
          </Banner>
        ) : null
      }
      footer={
        <Button variant="link" onClick={onBack}>
          Use a different email
        </Button>
      }
    >
      {onSignedInWithCode ? (
        <EmailCodeForm email={email} onSignedIn={onSignedInWithCode} onFormError={setProblem} />
      ) : null}
      <Button size="lg" disabled={remaining > 0} loading={sending} onClick={resend}>
        {remaining > 0 ? `Resend link in ${remaining} s` : 'Resend link'}
      </Button>
    </AuthCard>
  );
}

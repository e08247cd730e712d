import type { InvitationInfo } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Banner } from '@tandem/ui/feedback';
import { InvitationCard } from '@tandem/ui/workspace';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTandem } from '../lib/use-tandem';
import type { InvitationProblem } from './invitation-problem';

/** Props of {@link InvitationProblemCard}. */
export interface InvitationProblemCardProps {
  invitation: InvitationInfo;
  problem: InvitationProblem;
  /** The invitation's token, to come back to it after signing in again. */
  token: string;
  /** The signed-in user's address, when known. */
  signedInAs: string | undefined;
}

/**
 * An invitation that cannot be accepted: why, and a way forward (the workspaces; for an
 * invitation to another address, signing in with that one).
 */
export function InvitationProblemCard({
  invitation,
  problem,
  token,
  signedInAs,
}: InvitationProblemCardProps) {
  const tandem = useTandem();
  const navigate = useNavigate();
  return (
    <InvitationCard
      workspaceName={invitation.workspace_name}
      title={problem.title}
      description={
        <>
          The invitation to <strong>{invitation.workspace_name}</strong> was sent to{' '}
          <strong>{invitation.email}</strong>.
        </>
      }
      alert={
        <Banner tone={problem.code === 'invite/wrong-email' ? 'warning' : 'danger'}>
          {problem.message}
          {problem.code === 'invite/wrong-email' && signedInAs
            ? ` You’re signed in as ${signedInAs}.`
            : null}
        </Banner>
      }
      footer={
        problem.code === 'invite/wrong-email' ? (
          <Button
            variant="link"
            onClick={async () => {
              await tandem.auth.signOut();
              await navigate({ to: '/sign-in', search: { next: `/invite/${token}` } });
            }}
          >
            Sign in with {invitation.email}
          </Button>
        ) : null
      }
    >
      <Button variant="primary" size="lg" asChild>
        <Link to="/workspaces">Go to my workspaces</Link>
      </Button>
    </InvitationCard>
  );
}

import { isTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Banner } from '@tandem/ui/feedback';
import { InvitationCard, ROLE_LABELS } from '@tandem/ui/workspace';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TextLink } from '../auth/text-link';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { type InvitationProblem, invitationProblem, problemOf } from './invitation-problem';

/**
 * `/invite/$token`: what the invitation is for (workspace, role, invited address) and
 * "Accept", which joins and opens the workspace. An invitation that cannot be accepted
 * (expired, revoked, used, for another address) says so, with a way forward.
 */
export function InvitationPage({ token }: { token: string }) {
  const tandem = useTandem();
  const navigate = useNavigate();
  const queries = useTandemQueries();
  const invitation = useSuspenseQuery(queries.invitations.byToken(token)).data;
  const me = useQuery(queries.user());
  const accept = useMutation(useTandemMutations().invitations.accept());
  const [refusal, setRefusal] = useState<InvitationProblem | null>(null);
  const problem = refusal ?? invitationProblem(invitation, me.data?.email);
  const role = ROLE_LABELS[invitation.role];

  async function acceptInvitation() {
    try {
      const joined = await accept.mutateAsync(token);
      await navigate({ to: '/w/$slug', params: { slug: joined.workspace_slug } });
    } catch (error) {
      if (isTandemError(error, 'data/duplicate')) {
        // Already a member (accepted in another tab, say): the workspace is one step away.
        await navigate({ to: '/w/$slug', params: { slug: invitation.workspace_slug } });
      } else if (isTandemError(error) && error.code.startsWith('invite/')) {
        setRefusal(problemOf(error.code as InvitationProblem['code']));
      }
    }
  }

  if (problem) {
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
            {problem.code === 'invite/wrong-email' && me.data
              ? ` You’re signed in as ${me.data.email}.`
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

  return (
    <InvitationCard
      workspaceName={invitation.workspace_name}
      title={`Join ${invitation.workspace_name}`}
      description={
        <>
          You’ve been invited to join as {role === 'Admin' ? 'an' : 'a'} <strong>{role}</strong>.
          The invitation is for <strong>{invitation.email}</strong>.
        </>
      }
      footer={<TextLink to="/workspaces">Not now</TextLink>}
    >
      <Button variant="primary" size="lg" loading={accept.isPending} onClick={acceptInvitation}>
        Accept invitation
      </Button>
    </InvitationCard>
  );
}

import { isTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { InvitationCard, ROLE_LABELS } from '@tandem/ui/workspace';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TextLink } from '../auth/text-link';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { type InvitationProblem, invitationProblem, problemOf } from './invitation-problem';
import { InvitationProblemCard } from './invitation-problem-card';

/**
 * `/invite/$token`: what the invitation is for (workspace, role, invited address) and
 * "Accept", which joins and opens the workspace. An invitation that cannot be accepted
 * (expired, revoked, used, for another address) says so, with a way forward.
 */
export function InvitationPage({ token }: { token: string }) {
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
      <InvitationProblemCard
        invitation={invitation}
        problem={problem}
        token={token}
        signedInAs={me.data?.email}
      />
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

import { tandemQueries } from '@tandem/api-client/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../../invite/invitation-page';
import { orNotFound } from '../../../lib/or-not-found';
import { pageTitle } from '../../../lib/page-title';

/**
 * `/invite/$token`: signed-out visitors are sent to sign in (or sign up) by the `_app` guard
 * and come back here; an unknown token is the not-found page.
 */
export const Route = createFileRoute('/_app/invite/$token')({
  head: pageTitle('Invitation'),
  staticData: { crumb: 'Invitation' },
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(
        tandemQueries(context.tandem).invitations.byToken(params.token),
      ),
    ),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}

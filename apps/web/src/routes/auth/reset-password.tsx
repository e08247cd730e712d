import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkExpiredPage } from '../../auth/reset-link-expired-page';
import { ResetPasswordPage } from '../../auth/reset-password-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/auth/reset-password')({
  head: pageTitle('Set a new password'),
  // The recovery link's callback has just created a session; without one there is nothing
  // to change the password of.
  beforeLoad: async ({ context }) => ({
    hasSession: (await context.tandem.auth.getSession()) !== null,
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { hasSession } = Route.useRouteContext();
  return hasSession ? <ResetPasswordPage /> : <ResetLinkExpiredPage />;
}

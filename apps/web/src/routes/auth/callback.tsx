import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../../auth/auth-callback-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/auth/callback')({
  head: pageTitle('Signing in'),
  component: AuthCallbackPage,
});

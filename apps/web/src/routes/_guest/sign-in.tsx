import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../auth/sign-in-page';
import { pageTitle } from '../../lib/page-title';
import { nextSearchSchema } from '../../session/next-path';

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: nextSearchSchema,
  head: pageTitle('Sign in'),
  component: SignInRoute,
});

function SignInRoute() {
  const { next } = Route.useSearch();
  return <SignInPage next={next} />;
}

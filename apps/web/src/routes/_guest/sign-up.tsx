import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../auth/sign-up-page';
import { pageTitle } from '../../lib/page-title';
import { nextSearchSchema } from '../../session/next-path';

export const Route = createFileRoute('/_guest/sign-up')({
  validateSearch: nextSearchSchema,
  head: pageTitle('Sign up'),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { next } = Route.useSearch();
  return <SignUpPage next={next} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/forgot-password')({
  head: pageTitle('Reset your password'),
  component: ForgotPasswordPage,
});

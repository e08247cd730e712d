import { createFileRoute, Outlet } from '@tanstack/react-router';
import { redirectSignedIn } from '../session/guards';

/** Sign-in and sign-up: only for signed-out visitors. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: redirectSignedIn,
  component: Outlet,
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { mayHaveStoredSession } from '../lib/stored-session';
import { redirectSignedIn } from '../session/guards';

/**
 * Sign-in and sign-up: only for signed-out visitors. Without a session cookie there is nothing
 * to check, so the page paints without waiting for the client.
 */
export const Route = createFileRoute('/_guest')({
  beforeLoad: (args) => (mayHaveStoredSession() ? redirectSignedIn(args) : undefined),
  component: Outlet,
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame';
import { mayHaveStoredSession } from '../lib/stored-session';
import { requireSession } from '../session/guards';

/**
 * Every signed-in page: the guard, then the frame (top bar, switcher, breadcrumbs, user menu).
 * The session check loads the client's code; a visitor without a session cookie goes to sign-in
 * without fetching it.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    if (!mayHaveStoredSession()) {
      throw redirect({ to: '/sign-in', search: { next: args.location.href } });
    }
    return requireSession(args);
  },
  component: AppFrame,
});

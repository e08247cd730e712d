import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame';
import { whenTandemLoaded } from '../lib/lazy-tandem';
import { mayHaveStoredSession } from '../lib/stored-session';
import { requireSession } from '../session/guards';

/**
 * Every signed-in page: the guard, then the frame (top bar, switcher, breadcrumbs, user menu).
 * The client is loaded here, so every page below may use it synchronously; a visitor without a
 * session cookie goes to sign-in without fetching it.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    if (!mayHaveStoredSession()) {
      throw redirect({ to: '/sign-in', search: { next: args.location.href } });
    }
    await whenTandemLoaded(args.context.tandem);
    return requireSession(args);
  },
  component: AppFrame,
});

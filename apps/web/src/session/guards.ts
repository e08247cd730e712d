import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/**
 * `beforeLoad` of the routes that need sign-in: a signed-out visitor goes to
 * `/sign-in?next=<the path asked for>`. The session is read locally (cookies), no request.
 */
export async function requireSession({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}) {
  const session = await context.tandem.auth.getSession();
  if (!session) throw redirect({ to: '/sign-in', search: { next: location.href } });
  return { session };
}

/** `beforeLoad` of sign-in and sign-up: a signed-in user has nothing to do there. */
export async function redirectSignedIn({ context }: { context: RouterContext }) {
  const session = await context.tandem.auth.getSession();
  if (session) throw redirect({ to: '/' });
}

import { redirect } from '@tanstack/react-router';
import { claimPersistedCache } from '../lib/persisted-cache';
import type { RouterContext } from '../router-context';

/**
 * `beforeLoad` of the routes that need sign-in: a signed-out visitor goes to
 * `/sign-in?next=<the path asked for>`, and so does a session that still owes the code of the
 * user's authenticator app (aal1 with aal2 next): the sign-in page asks for it. Both are read
 * locally (cookies), no request.
 */
export async function requireSession({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}) {
  const session = await context.tandem.auth.getSession();
  if (!session || (await context.tandem.auth.getAssuranceLevel()).needsCode) {
    throw redirect({ to: '/sign-in', search: { next: location.href } });
  }
  // Before any page's loader reads: the persisted cache is this user's, or it is emptied.
  await claimPersistedCache(context.queryClient, session.userId);
  return { session };
}

/**
 * `beforeLoad` of sign-in and sign-up: a signed-in user has nothing to do there, unless the
 * session still owes a two-factor code, which the sign-in page asks for.
 */
export async function redirectSignedIn({ context }: { context: RouterContext }) {
  const session = await context.tandem.auth.getSession();
  if (session && !(await context.tandem.auth.getAssuranceLevel()).needsCode) {
    throw redirect({ to: '/' });
  }
}

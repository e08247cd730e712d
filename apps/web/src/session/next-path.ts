/**
 * Whether `value` is a path inside this app. Anything else (another origin, `//host`, a
 * `javascript:` URL) is refused, so `?next=` can never send a user off-site.
 */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Search params of the screens that return somewhere after signing in. */
export interface NextSearch {
  /** A path inside the app to go to once signed in. */
  next?: string | undefined;
}

/**
 * Validates {@link NextSearch} (TanStack Router's `validateSearch`): `next` is kept when it is a
 * path inside the app and dropped otherwise; other params are dropped. Written by hand rather
 * than with Zod so that the sign-in page, whose route this is, paints without Zod.
 */
export const nextSearchSchema = {
  parse(search: Record<string, unknown>): NextSearch {
    if (!('next' in search)) return {};
    const { next } = search;
    return { next: typeof next === 'string' && isAppPath(next) ? next : undefined };
  },
};

/** Where to go after signing in: `next` when given, else the home route. */
export function destinationOf(next: string | undefined): string {
  return next && isAppPath(next) ? next : '/';
}

/**
 * The address an invitation link names (`/invite/<token>?email=…`, see the api-client's
 * `invitations.linkFor`) when `next` is one, so the sign-up form a signed-out invitee is sent
 * to can fill it in; `undefined` otherwise.
 */
export function invitedEmailOf(next: string | undefined): string | undefined {
  if (!isInvitationPath(next)) return undefined;
  const url = new URL(next as string, 'http://app.invalid');
  return url.searchParams.get('email')?.trim() || undefined;
}

/** Whether `next` is an invitation link's address: the visitor came to accept one. */
export function isInvitationPath(next: string | undefined): boolean {
  if (!next || !isAppPath(next)) return false;
  return new URL(next, 'http://app.invalid').pathname.startsWith('/invite/');
}

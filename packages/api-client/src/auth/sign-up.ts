import { signUpInputSchema } from '@tandem/schemas';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { validateAsColumns } from '../internal/validate.js';
import { toAuthError, unwrapAuth } from './auth-error.js';
import { callbackUrl } from './redirects.js';
import type { NextOption, SignUp, SignUpResult } from './types.js';

/**
 * Creates an account with email and password. `displayName` goes into the user's metadata,
 * where the database's profile trigger reads it. With email confirmations on (Tandem's
 * setting), no session is created: a confirmation link is sent that returns to
 * `/auth/callback` (`?next=` when given), and `needsConfirmation` is `true`.
 *
 * @throws `data/invalid` (with `fieldErrors`) for an invalid form, before any request;
 * `auth/user-exists` (on `email`) for an address that already has an account;
 * `auth/weak-password` (on `password`) when the server's password rules refuse it;
 * `auth/rate-limited` when an email to this address went out less than a minute ago.
 */
export async function signUp(
  context: ClientContext,
  input: SignUp,
  options: NextOption = {},
): Promise<SignUpResult> {
  const { email, password, display_name } = validateAsColumns(signUpInputSchema, input);
  const { user, session } = await unwrapAuth(
    context.supabase.auth.signUp({
      email,
      password,
      options: {
        data: { display_name },
        emailRedirectTo: callbackUrl(context, options.next),
      },
    }),
  );
  // With confirmations on, GoTrue answers a sign-up for a confirmed address like a new one (so
  // addresses cannot be probed by strangers) but with a made-up user that has no identities.
  // An address that signed up and never confirmed gets its link again, with its real user.
  if (!user || (user.identities && user.identities.length === 0)) {
    throw toAuthError(new TandemError('auth/user-exists'));
  }
  return { userId: user.id, email: user.email ?? email, needsConfirmation: !session };
}

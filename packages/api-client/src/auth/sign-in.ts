import { type SignInInput, signInInputSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { unwrapAuth } from './auth-error.js';
import { toAuthUser } from './auth-user.js';
import type { AuthUser } from './types.js';

/**
 * Signs in with email and password and stores the session (cookies in a browser).
 *
 * @throws `data/invalid` for an invalid form, before any request; `auth/invalid-credentials`
 * for a wrong email or password (the same for both, so addresses cannot be probed);
 * `auth/email-not-confirmed` before the address is confirmed (offer `resendConfirmation`);
 * `auth/rate-limited` after too many attempts.
 */
export async function signInWithPassword(
  context: ClientContext,
  input: SignInInput,
): Promise<AuthUser> {
  const credentials = validateInput(signInInputSchema, input);
  const { user } = await unwrapAuth(context.supabase.auth.signInWithPassword(credentials));
  return toAuthUser(user);
}

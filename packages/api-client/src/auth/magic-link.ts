import { type MagicLinkInput, magicLinkInputSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { authCodeOf, unwrapAuth } from './auth-error.js';
import { callbackUrl } from './redirects.js';
import type { NextOption } from './types.js';

/**
 * Emails a sign-in link to an existing account; the link returns to `/auth/callback` (with
 * `?next=` when given), which {@link handleAuthCallback} finishes in this browser. It never
 * creates an account. An address without an account resolves too (nothing is sent), like a
 * password reset, so the form cannot be used to find out who has an account.
 *
 * @throws `data/invalid` for an invalid email, before any request; `auth/rate-limited` when an
 * email to this address went out less than a minute ago.
 */
export async function sendMagicLink(
  context: ClientContext,
  input: MagicLinkInput,
  options: NextOption = {},
): Promise<void> {
  const { email } = validateInput(magicLinkInputSchema, input);
  try {
    await unwrapAuth(
      context.supabase.auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, emailRedirectTo: callbackUrl(context, options.next) },
      }),
    );
  } catch (error) {
    // GoTrue refuses an address without an account when links may not create one.
    if (authCodeOf(error) !== 'otp_disabled') throw error;
  }
}

import { magicLinkInputSchema } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { unwrapAuth } from './auth-error.js';
import { callbackUrl } from './redirects.js';
import type { NextOption } from './types.js';

/** What {@link AuthApi.resendConfirmation} takes: the address that signed up. */
export interface ResendConfirmationInput {
  /** The address to confirm (trimmed and lower-cased like every email). */
  email: string;
}

/**
 * Sends the sign-up confirmation link again (the "resend link" of `auth/email-not-confirmed`).
 * An address without a pending sign-up resolves too, without an email.
 *
 * @throws `data/invalid` for an invalid email, before any request; `auth/rate-limited` within a
 * minute of the last email to this address (the schemas README, "Limits": one per address per 60 s).
 */
export async function resendConfirmation(
  context: ClientContext,
  input: ResendConfirmationInput,
  options: NextOption = {},
): Promise<void> {
  // Same form as the magic link: one email field.
  const { email } = validateInput(magicLinkInputSchema, input);
  await unwrapAuth(
    context.supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: callbackUrl(context, options.next) },
    }),
  );
}

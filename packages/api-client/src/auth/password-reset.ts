import {
  type ForgotPasswordInput,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { validateAsColumns, validateInput } from '../internal/validate.js';
import { authCodeOf, unwrapAuth } from './auth-error.js';
import { callbackUrl, RESET_PASSWORD_PATH } from './redirects.js';
import type { NewPassword } from './types.js';

/**
 * Emails a password-recovery link. It returns to `/auth/callback?next=/auth/reset-password`,
 * where {@link handleAuthCallback} resolves with `kind: 'recovery'` and a session in which
 * {@link updatePassword} sets the new password. An address without an account resolves too
 * (nothing is sent), so the form cannot be used to find out who has an account.
 *
 * @throws `data/invalid` for an invalid email, before any request; `auth/rate-limited` within a
 * minute of the last email to this address.
 */
export async function requestPasswordReset(
  context: ClientContext,
  input: ForgotPasswordInput,
): Promise<void> {
  const { email } = validateInput(forgotPasswordInputSchema, input);
  await unwrapAuth(
    context.supabase.auth.resetPasswordForEmail(email, {
      redirectTo: callbackUrl(context, RESET_PASSWORD_PATH),
    }),
  );
}

/**
 * Sets a new password for the signed-in user: in the session of a recovery link, or from the
 * profile settings. Other sessions of the user stay signed in. When the server asks for a
 * reauthentication code that `input` lacks, the code is emailed before the call fails.
 *
 * @throws `data/invalid` for an invalid form (rules on `password`, a mismatch on
 * `confirmPassword`) before any request, on `password` when it equals the current one, on
 * `currentPassword` when it is missing or wrong where required, on `reauthenticationCode` when
 * one is needed (now emailed) or wrong; `auth/weak-password` when the server's rules refuse it;
 * `auth/session-expired` without a session.
 */
export async function updatePassword(context: ClientContext, input: NewPassword): Promise<void> {
  const { password } = validateAsColumns(resetPasswordInputSchema, input);
  const { auth } = context.supabase;
  try {
    await unwrapAuth(
      auth.updateUser({
        password,
        ...(input.currentPassword ? { current_password: input.currentPassword } : {}),
        ...(input.reauthenticationCode ? { nonce: input.reauthenticationCode.trim() } : {}),
      }),
    );
  } catch (error) {
    if (authCodeOf(error) === 'reauthentication_needed' && !input.reauthenticationCode) {
      await unwrapAuth(auth.reauthenticate());
    }
    throw error;
  }
}

import { emailSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { validateInput } from '../internal/validate.js';
import { authCodeOf, unwrapAuth } from './auth-error.js';
import { toAuthUser } from './auth-user.js';
import type { AuthUser } from './types.js';

/** What a wrong, used or expired code reads as, under the code field. */
const WRONG_CODE = 'That code is wrong or has expired. Check the newest email, or send a new one.';

const emailCodeInputSchema = z.object({
  email: emailSchema,
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits from the email.')),
});

/** The address an auth email went to and the 6-digit code printed in it. */
export interface EmailCodeInput extends z.input<typeof emailCodeInputSchema> {}

/**
 * Signs in with the 6-digit code of a confirmation or sign-in email, typed in on the "check
 * your inbox" screen instead of opening the email's link (which works only in the browser that
 * asked for it; the code works in any). Confirms the address of a new account.
 *
 * @returns the signed-in user; listeners hear `signed-in`.
 * @throws `data/invalid` with the `code` field at fault for a code that is malformed, wrong,
 * used or expired; `auth/rate-limited` after too many attempts; `network/offline`.
 */
export async function verifyEmailCode(
  context: ClientContext,
  input: EmailCodeInput,
): Promise<AuthUser> {
  const { email, code } = validateInput(emailCodeInputSchema, input);
  try {
    const data = await unwrapAuth(
      context.supabase.auth.verifyOtp({ email, token: code, type: 'email' }),
    );
    if (!data.user) throw new TandemError('unknown', { message: 'No user came with the code.' });
    return toAuthUser(data.user);
  } catch (error) {
    if (authCodeOf(error) !== 'otp_expired') throw error;
    throw new TandemError('data/invalid', {
      message: WRONG_CODE,
      fieldErrors: { code: [WRONG_CODE] },
      cause: error,
    });
  }
}

import { isTandemError, TandemError } from '../errors/tandem-error.js';
import { authCodeOf, unwrapAuth } from './auth-error.js';
import type { MfaFailure } from './types.js';

/** GoTrue's MFA `error_code`s, by the {@link MfaFailure} they mean. */
const FAILURE_OF_CODE: Readonly<Record<string, MfaFailure>> = {
  mfa_verification_failed: 'wrong-code',
  mfa_challenge_expired: 'code-expired',
  // A challenge that was used or came from elsewhere: a fresh code and challenge will do.
  mfa_ip_address_mismatch: 'code-expired',
  insufficient_aal: 'needs-code',
  too_many_enrolled_mfa_factors: 'too-many',
  mfa_totp_enroll_not_enabled: 'disabled',
  mfa_totp_verify_not_enabled: 'disabled',
};

/** What the user reads for each failure (the catalogue's generic text says too little here). */
export const MFA_MESSAGES: Readonly<Record<MfaFailure, string>> = {
  'wrong-code': 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  'code-expired': 'That code request expired. Enter the current code again.',
  'needs-code': 'Enter a code from your authenticator app first.',
  'too-many': 'You have the most authenticators allowed. Remove one to add another.',
  disabled: 'Two-factor authentication is turned off on this server.',
};

/**
 * The {@link MfaFailure} behind an error of a two-factor call (`wrong-code` for a code the
 * form or the server refused), or `undefined` for any other error.
 */
export function mfaFailureOf(error: unknown): MfaFailure | undefined {
  if (isTandemError(error) && error.fieldErrors.code !== undefined) return 'wrong-code';
  const code = authCodeOf(error);
  return code ? FAILURE_OF_CODE[code] : undefined;
}

/**
 * {@link unwrapAuth} for two-factor calls: failures keep their catalogue code, with a message
 * that says what to do and, for a wrong code, the `code` field at fault.
 */
export async function unwrapMfa<R extends { data: unknown; error: unknown }>(call: PromiseLike<R>) {
  try {
    return await unwrapAuth(call);
  } catch (error) {
    const failure = mfaFailureOf(error);
    if (!failure || !(error instanceof TandemError)) throw error;
    const message = MFA_MESSAGES[failure];
    throw new TandemError(error.code, {
      message,
      status: error.status,
      fieldErrors: failure === 'wrong-code' ? { code: [message] } : undefined,
      cause: error.cause,
    });
  }
}

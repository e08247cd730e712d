import { TandemError } from '../errors/tandem-error.js';
import { authCodeOf, toAuthError } from './auth-error.js';
import type { PasskeyFailure } from './types.js';

/** GoTrue's passkey `error_code`s, by the {@link PasskeyFailure} they mean. */
const FAILURE_OF_CODE: Readonly<Record<string, PasskeyFailure>> = {
  webauthn_verification_failed: 'unknown-passkey',
  webauthn_credential_not_found: 'unknown-passkey',
  webauthn_challenge_expired: 'expired',
  webauthn_challenge_not_found: 'expired',
  webauthn_credential_exists: 'already-added',
  insufficient_aal: 'needs-code',
  too_many_passkeys: 'too-many',
  passkey_disabled: 'unsupported',
};

/** The browser's WebAuthn outcomes (DOMException names), by failure. */
const FAILURE_OF_BROWSER: Readonly<Record<string, PasskeyFailure>> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'already-added',
  NotSupportedError: 'unsupported',
  SecurityError: 'unsupported',
};

/** What the user reads for each failure. */
export const PASSKEY_MESSAGES: Readonly<Record<PasskeyFailure, string>> = {
  cancelled: 'The passkey prompt was closed. Try again when you are ready.',
  'unknown-passkey': 'That passkey is not registered with Tandem. Sign in another way.',
  expired: 'That took too long. Try again.',
  'already-added': 'This device already has a passkey for your account.',
  'needs-code': 'Enter a code from your authenticator app first.',
  'too-many': 'You have the most passkeys allowed. Remove one to add another.',
  unsupported: 'Passkeys are not available in this browser or on this server.',
};

/** The {@link PasskeyFailure} behind an error of a passkey call, or `undefined`. */
export function passkeyFailureOf(error: unknown): PasskeyFailure | undefined {
  const code = authCodeOf(error);
  if (code && FAILURE_OF_CODE[code]) return FAILURE_OF_CODE[code];
  const cause = error instanceof TandemError ? error.cause : error;
  const browser = (cause as { cause?: { name?: unknown }; name?: unknown } | null)?.cause?.name;
  const name = typeof browser === 'string' ? browser : (cause as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && FAILURE_OF_BROWSER[name]) return FAILURE_OF_BROWSER[name];
  if ((cause as { message?: unknown } | null)?.message === 'Browser does not support WebAuthn') {
    return 'unsupported';
  }
  return undefined;
}

/**
 * Runs a passkey call: supabase-js answers `{data, error}` with an `AuthError` or the browser's
 * `WebAuthnError`; both come out as a {@link TandemError} whose message says what to do.
 */
export async function unwrapPasskey<D>(
  call: PromiseLike<{ data: D | null; error: unknown }>,
): Promise<D> {
  const { data, error } = await call;
  if (!error) return data as D;
  const failure = passkeyFailureOf(error);
  const mapped = toAuthError(error);
  if (!failure) throw mapped;
  throw new TandemError(mapped.code, {
    message: PASSKEY_MESSAGES[failure],
    status: mapped.status,
    cause: error,
  });
}

import { AuthError, validationFailed } from './errors.js';
import { tokenHash } from './otp.js';
import { PKCE_PREFIX } from './pkce.js';
import { stringField } from './request.js';
import { isValidEmail, normalizeEmail } from './users.js';

/** What a `POST /verify` names: a stored token by its hash, or a phone number and its code. */
export type VerifyTarget = { hash: string } | { phone: string };

/** A checked `POST /verify` body. */
export interface VerifyRequest {
  type: string;
  target: VerifyTarget;
}

// GoTrue's E.164 check, after dropping a leading `+` and every space.
const E164 = /^[1-9][0-9]{1,14}$/;

/** A phone number as GoTrue's `validatePhone` takes it, or its 400. */
function validPhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(formatted)) {
    throw validationFailed('Invalid phone number format (E.164 required)');
  }
  return formatted;
}

/** The target of a code typed in: by phone or by email, never both. */
function codeTarget(
  token: string,
  email: string | undefined,
  phone: string | undefined,
): VerifyTarget {
  if (phone && !email) return { phone: validPhone(phone) };
  if (email && !phone) {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw validationFailed('Invalid email format', 422);
    return { hash: tokenHash(normalized, token) };
  }
  throw validationFailed('Only an email address or phone number should be provided on verify');
}

/**
 * Checks a `POST /verify` body in the order GoTrue's `VerifyParams.Validate` does: a type;
 * exactly one of `token` and `token_hash`; a code with one well-formed email or E.164 phone;
 * a token hash with nothing else (PKCE hashes lose their prefix).
 */
export function verifyRequest(body: Record<string, unknown>): VerifyRequest {
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const hash = stringField(body, 'token_hash');
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token === !hash) throw validationFailed('Verify requires either a token or a token hash');
  if (token) return { type, target: codeTarget(token, email, phone) };
  if (email || phone || stringField(body, 'redirect_to')) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  const stored = (hash as string).startsWith(PKCE_PREFIX)
    ? (hash as string).slice(PKCE_PREFIX.length)
    : (hash as string);
  return { type, target: { hash: stored } };
}

/** GoTrue's answer to a code or hash that matches nothing it may redeem. */
export function otpExpired(): AuthError {
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

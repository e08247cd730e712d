import type { ErrorCode } from '@tandem/schemas';
import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import { unwrap } from '../internal/unwrap.js';

/** The form field each field-shown auth error belongs to. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  'auth/user-exists': 'email',
  'auth/weak-password': 'password',
};

/** GoTrue codes mapped to `data/invalid` that are about one field, with a clearer message. */
const FIELD_OF_AUTH_CODE: Readonly<Record<string, { field: string; message: string }>> = {
  same_password: {
    field: 'password',
    message: 'The new password must be different from the current one',
  },
  current_password_required: {
    field: 'currentPassword',
    message: 'Enter your current password',
  },
  current_password_invalid: {
    field: 'currentPassword',
    message: 'This is not your current password',
  },
  reauthentication_needed: {
    field: 'reauthenticationCode',
    message: 'We emailed you a code: enter it to confirm the change',
  },
  reauthentication_not_valid: {
    field: 'reauthenticationCode',
    message: 'This code is wrong or has expired',
  },
};

/**
 * {@link toTandemError} for auth calls, with the form field at fault filled in, so a sign-up
 * form can show "already exists" under the email and a rejected password under the password.
 */
export function toAuthError(error: unknown): TandemError {
  const mapped = toTandemError(error);
  if (Object.keys(mapped.fieldErrors).length > 0) return mapped;
  const authCode = authCodeOf(mapped);
  const special = authCode ? FIELD_OF_AUTH_CODE[authCode] : undefined;
  const field = special?.field ?? FIELD_OF_CODE[mapped.code];
  if (!field) return mapped;
  return new TandemError(mapped.code, {
    message: special?.message,
    status: mapped.status,
    fieldErrors: { [field]: [special?.message ?? mapped.message] },
    cause: mapped.cause,
  });
}

/** The auth server's own `error_code` behind a mapped error (`otp_disabled`), if any. */
export function authCodeOf(error: unknown): string | undefined {
  const cause = error instanceof TandemError ? error.cause : error;
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The `data` of the successful members of a supabase-js auth response union. */
type SuccessData<R> = R extends { error: null; data: infer D } ? D : never;

/** {@link unwrap} for supabase-js auth calls: errors come out of {@link toAuthError}. */
export async function unwrapAuth<R extends { data: unknown; error: unknown }>(
  call: PromiseLike<R>,
): Promise<SuccessData<R>> {
  try {
    return (await unwrap(call)) as SuccessData<R>;
  } catch (error) {
    throw toAuthError(error);
  }
}

import { type ErrorCode, isErrorCode } from '@tandem/schemas';
import { core } from 'zod/mini';
import { fieldErrorsOf } from './field-errors.js';
import { type FieldErrors, isTandemError, TandemError } from './tandem-error.js';

/**
 * Turns any failure of a backend call into a {@link TandemError}, following the contract of
 * supabase/README.md "Error mapping": the `code:` prefix the database raises first, then the
 * service's own error code (SQLSTATE, GoTrue `error_code`, Storage error), then the HTTP status.
 * A request that never reached the server is `network/offline`; anything else is `unknown`.
 *
 * @param error - the failure: a supabase-js error, a thrown value, a `ZodError`.
 * @param responseStatus - the HTTP status of the response the error came with, for errors that
 * do not carry it themselves (postgrest-js puts it on the result, not on the error).
 */
export function toTandemError(error: unknown, responseStatus?: number): TandemError {
  if (isTandemError(error)) return error;
  if (error instanceof core.$ZodError) {
    return new TandemError('data/invalid', { fieldErrors: fieldErrorsOf(error), cause: error });
  }
  const failure = describe(error, responseStatus);
  if (isNetworkFailure(error, failure)) return new TandemError('network/offline', { cause: error });

  const prefixed = prefixedCode(failure.message);
  if (prefixed) {
    return new TandemError(prefixed.code, {
      status: failure.status,
      cause: error,
      // The database's own sentence is more helpful than the generic text where it explains a
      // rule ("a workspace can have at most 50 boards"); elsewhere the catalogue wording is kept.
      message: SPECIFIC_MESSAGE_CODES.has(prefixed.code) ? sentence(prefixed.detail) : undefined,
      fieldErrors: prefixed.code === 'data/invalid' ? constraintFields(failure) : undefined,
    });
  }
  const code =
    codeOfService(failure) ?? codeOfStatus(failure.status) ?? ('unknown' satisfies ErrorCode);
  return new TandemError(code, {
    status: failure.status,
    cause: error,
    fieldErrors:
      code === 'data/invalid' || code === 'data/duplicate' ? constraintFields(failure) : undefined,
  });
}

/** Codes whose database sentence says more than the catalogue's generic message. */
const SPECIFIC_MESSAGE_CODES = new Set<ErrorCode>(['data/invalid', 'data/forbidden']);

/** The common shape of PostgREST, GoTrue and Storage errors, read defensively. */
interface Failure {
  message: string;
  /** SQLSTATE / PGRST code (PostgREST), `error_code` (GoTrue), or Storage's `error`. */
  code: string;
  details: string;
  status: number | undefined;
  name: string;
}

function describe(error: unknown, responseStatus: number | undefined): Failure {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const statusValue = record.status ?? record.statusCode ?? responseStatus;
  const status = Number(statusValue);
  return {
    message: text(record.message) || (typeof error === 'string' ? error : ''),
    code: text(record.code) || text(record.error),
    details: text(record.details),
    status: Number.isFinite(status) && status > 0 ? status : undefined,
    name: text(record.name),
  };
}

const NETWORK_MESSAGE =
  /fetch failed|failed to fetch|networkerror|network request failed|load failed|econnrefused|enotfound|econnreset|socket hang up|epipe|etimedout|ehostunreach|enetunreach|eai_again/i;

function isNetworkFailure(error: unknown, failure: Failure): boolean {
  if (failure.status !== undefined) return false;
  if (error instanceof TypeError) return true;
  if (failure.name === 'AuthRetryableFetchError') return true;
  const cause = (error as { originalError?: unknown } | null)?.originalError;
  if (failure.name === 'StorageUnknownError' && cause instanceof TypeError) return true;
  // postgrest-js turns a rejected fetch into `{ message: 'TypeError: fetch failed', code: '' }`.
  return NETWORK_MESSAGE.test(failure.message) || NETWORK_MESSAGE.test(failure.details);
}

const PREFIX = /^([a-z]+\/[a-z-]+):\s*(.*)$/s;

function prefixedCode(message: string): { code: ErrorCode; detail: string } | undefined {
  const match = PREFIX.exec(message);
  if (!match || !isErrorCode(match[1])) return undefined;
  return { code: match[1], detail: match[2] ?? '' };
}

function sentence(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const capitalised = trimmed[0]?.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** PostgREST codes and SQLSTATEs (supabase/README.md "Error mapping"). */
const POSTGREST_CODES: Readonly<Record<string, ErrorCode>> = {
  '23505': 'data/duplicate',
  '23514': 'data/invalid',
  '23502': 'data/invalid',
  '23503': 'data/not-found',
  '22023': 'data/invalid',
  '22P02': 'data/invalid',
  '22001': 'data/invalid',
  '22007': 'data/invalid',
  '22008': 'data/invalid',
  '42501': 'data/forbidden',
  PT404: 'data/not-found',
  PT409: 'data/conflict',
  PGRST116: 'data/not-found',
  PGRST301: 'auth/session-expired',
  PGRST303: 'auth/session-expired',
  // A request body over the API's limit (413).
  PGRST413: 'data/too-large',
};

/** GoTrue's `error_code`s (and supabase-js's own client-side auth errors). */
const AUTH_CODES: Readonly<Record<string, ErrorCode>> = {
  invalid_credentials: 'auth/invalid-credentials',
  email_not_confirmed: 'auth/email-not-confirmed',
  user_already_exists: 'auth/user-exists',
  email_exists: 'auth/user-exists',
  weak_password: 'auth/weak-password',
  over_email_send_rate_limit: 'auth/rate-limited',
  over_request_rate_limit: 'auth/rate-limited',
  over_sms_send_rate_limit: 'auth/rate-limited',
  flow_state_not_found: 'auth/link-invalid',
  flow_state_expired: 'auth/link-invalid',
  bad_code_verifier: 'auth/link-invalid',
  otp_expired: 'auth/link-invalid',
  pkce_code_verifier_not_found: 'auth/link-invalid',
  refresh_token_not_found: 'auth/session-expired',
  refresh_token_already_used: 'auth/session-expired',
  session_not_found: 'auth/session-expired',
  session_expired: 'auth/session-expired',
  bad_jwt: 'auth/session-expired',
  email_address_invalid: 'data/invalid',
  validation_failed: 'data/invalid',
  same_password: 'data/invalid',
  user_not_found: 'data/not-found',
};

/** supabase-js's own auth errors that carry no code, by class name. */
const AUTH_ERROR_NAMES: Readonly<Record<string, ErrorCode>> = {
  // No session, or the server no longer has it (GoTrue's `session_not_found` becomes this).
  AuthSessionMissingError: 'auth/session-expired',
};

/** Supabase Storage's `error` names. */
const STORAGE_CODES: Readonly<Record<string, ErrorCode>> = {
  'Payload too large': 'storage/too-large',
  EntityTooLarge: 'storage/too-large',
  invalid_mime_type: 'storage/type-not-allowed',
  InvalidMimeType: 'storage/type-not-allowed',
  not_found: 'data/not-found',
  NoSuchKey: 'data/not-found',
  NoSuchBucket: 'data/not-found',
  Duplicate: 'data/duplicate',
  AccessDenied: 'data/forbidden',
  Unauthorized: 'data/forbidden',
};

function codeOfService(failure: Failure): ErrorCode | undefined {
  const { code } = failure;
  return (
    POSTGREST_CODES[code] ??
    AUTH_CODES[code] ??
    STORAGE_CODES[code] ??
    AUTH_ERROR_NAMES[failure.name]
  );
}

function codeOfStatus(status: number | undefined): ErrorCode | undefined {
  switch (status) {
    case 400:
    case 422:
      return 'data/invalid';
    case 401:
    case 403:
      return 'data/forbidden';
    case 404:
      return 'data/not-found';
    case 409:
      return 'data/duplicate';
    case 413:
      return 'storage/too-large';
    case 415:
      return 'storage/type-not-allowed';
    case 429:
      return 'auth/rate-limited';
    default:
      return undefined;
  }
}

/**
 * The column a constraint violation names: `Key (slug)=(acme) already exists.` for unique
 * violations, `<table>_<column>_check` for check constraints, `column "x"` for not-null.
 */
function constraintFields(failure: Failure): FieldErrors | undefined {
  const text = `${failure.message}\n${failure.details}`;
  const column =
    /Key \(([a-z_]+)(?:,[^)]*)?\)=/.exec(text)?.[1] ??
    /column "([a-z_]+)"/.exec(text)?.[1] ??
    /constraint "[a-z]+s?_([a-z_]+?)_(?:check|key)"/.exec(text)?.[1];
  if (!column) return undefined;
  const message = failure.code === '23505' ? 'This is already taken.' : 'This value is not valid.';
  return { [column]: [message] };
}

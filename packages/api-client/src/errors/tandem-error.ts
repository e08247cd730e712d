import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from '@tandem/schemas';

/** Messages for the fields of a form, keyed by field path (`title`, `labels.0`). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** What a {@link TandemError} is built from. */
export interface TandemErrorOptions {
  /** Shown to the user instead of the catalogue's message. Default: the catalogue's message. */
  message?: string;
  /**
   * HTTP status of the failed response. Default (absent or `undefined`): the status the server
   * gives for `code` (see {@link TandemError}), or `null` when the code has no single one. Pass
   * `null` for a failure no server answered.
   */
  status?: number | null | undefined;
  /** Per-field messages (schema validation, constraint violations). Default `{}`. */
  fieldErrors?: FieldErrors;
  /** The server's current row, for `data/conflict`. Default `undefined`. */
  current?: unknown;
  /** The error this one was mapped from (supabase-js error, `ZodError`, `TypeError`…). */
  cause?: unknown;
}

/**
 * The HTTP status the backend answers with for each code that has one meaning over HTTP, so an
 * error the client works out itself (a refused write read back, a row not found) carries the
 * status the server would have given.
 */
const STATUS_OF_CODE: Readonly<Partial<Record<ErrorCode, number>>> = {
  'auth/session-expired': 401,
  'auth/rate-limited': 429,
  'data/forbidden': 403,
  'data/not-found': 404,
  'data/conflict': 409,
  'data/duplicate': 409,
};

/**
 * The HTTP status the server gives for `code` (`data/forbidden` 403, `data/not-found` 404,
 * `data/conflict` and `data/duplicate` 409, `auth/session-expired` 401, `auth/rate-limited`
 * 429), or `null` for codes without a single one: those carry a status only when a response
 * gave it.
 */
export function statusOfCode(code: ErrorCode): number | null {
  return STATUS_OF_CODE[code] ?? null;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short id a user can quote to support; unambiguous letters only. */
function newReferenceId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/**
 * The one error every `@tandem/api-client` call throws: a stable `code` of the error
 * catalogue, the message to show, the HTTP status, the error it was mapped from (`cause`) and
 * where relevant the fields at fault, the server's current row (conflicts) and a reference id
 * (`unknown` errors).
 *
 * `status` is always set, by one rule: the status of the response that failed; else, for an
 * error the client works out itself, the status the server gives for that code (`data/forbidden`
 * 403, `data/not-found` 404, `data/conflict` and `data/duplicate` 409, `auth/session-expired`
 * and a missing session 401, `auth/rate-limited` 429); else `null`, when no HTTP answer applies:
 * input refused before any request (`data/invalid`, `storage/too-large`,
 * `storage/type-not-allowed`), `network/offline`, and `unknown` failures without a response.
 */
export class TandemError extends Error {
  override readonly name = 'TandemError';
  /** The catalogue code: what went wrong, stable across releases. */
  readonly code: ErrorCode;
  /**
   * HTTP status: the failed response's, else the one the server gives for `code`; `null` when
   * no HTTP answer applies (input checked before any request, offline). See the class doc.
   */
  readonly status: number | null;
  /** Per-field messages; empty when the error is not about particular fields. */
  readonly fieldErrors: FieldErrors;
  /** For `data/conflict`: the row as the server holds it now. */
  readonly current: unknown;
  /** For `unknown`: a short id to quote to support (also in the logs). */
  readonly referenceId: string | undefined;

  constructor(code: ErrorCode, options: TandemErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.code = code;
    this.status = options.status === undefined ? statusOfCode(code) : options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.current = options.current;
    this.referenceId = code === 'unknown' ? newReferenceId() : undefined;
  }

  /** Where the product shows this error (field, form, toast, page, dialog, banner, callback). */
  get display() {
    return ERROR_CATALOGUE[this.code].display;
  }
}

/**
 * Whether `error` is a {@link TandemError}, optionally of one `code`. Works across bundles
 * (two copies of the package) by checking the shape, not only the prototype.
 *
 * @param error - anything caught.
 * @param code - when given, the error must also carry this code.
 */
export function isTandemError<C extends ErrorCode>(
  error: unknown,
  code?: C,
): error is TandemError & { code: C } {
  const isOne =
    error instanceof TandemError ||
    (error instanceof Error &&
      error.name === 'TandemError' &&
      isErrorCode(Reflect.get(error, 'code')));
  return isOne && (code === undefined || (error as TandemError).code === code);
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version auth-js sends; with it, errors carry string codes (`{code, message}`). */
export const API_VERSION = '2024-01-01';

/**
 * An error as GoTrue reports it: HTTP status, machine-readable code and a message. Route
 * handlers throw it; the auth surface's error handler turns it into GoTrue's body.
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level body fields (e.g. `weak_password`). Default none. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 400 `validation_failed`, GoTrue's answer to most malformed requests. */
export function validationFailed(message: string, status: ContentfulStatusCode = 400): AuthError {
  return new AuthError(status, 'validation_failed', message);
}

/**
 * Sends `error` in GoTrue's shape. Clients that announce API version 2024-01-01 (auth-js
 * always does) get `{code, message}` and the version header; older clients get the legacy
 * `{code: <status>, error_code, msg}`. Either way `x-sb-error-code` names the code.
 */
export function sendAuthError(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  const versioned = (c.req.header('x-supabase-api-version') ?? '') >= API_VERSION;
  if (versioned) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

import type { Context } from 'hono';
import { parseJsonObject } from '../http/json-object.js';
import { containsNul } from '../http/nul.js';
import { AuthError, validationFailed } from './errors.js';
import type { AuthService } from './service.js';
import { isValidEmail, normalizeEmail } from './users.js';

/** The validation message for request data holding a NUL character. */
export const NUL_MESSAGE = 'Request data may not contain NUL characters';

/** Reads a JSON body; malformed JSON is GoTrue's 400 `bad_json`. Empty body means `{}`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const body = parseJsonObject(await c.req.text());
  if (!body.ok) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`);
  }
  // PostgreSQL text cannot hold NUL: refuse it as bad input rather than fail in the database.
  if (containsNul(body.value)) throw validationFailed(NUL_MESSAGE);
  return body.value;
}

/** A posted form; its fields reach the database, so NUL is refused as for JSON bodies. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const form = await c.req.parseBody();
  if (containsNul(form)) throw validationFailed(NUL_MESSAGE);
  return form;
}

/** A string field of a body, or `undefined`; a non-string value is a validation error. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${name} must be a string`);
  return value;
}

/** An object field of a body (metadata), or `undefined`. */
export function objectField(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** The `redirect_to` of a request (query first, as auth-js sends it), checked. */
export function redirectTarget(service: AuthService, c: Context, body?: Record<string, unknown>) {
  const requested =
    c.req.query('redirect_to') ??
    (typeof body?.redirect_to === 'string' ? body.redirect_to : undefined);
  return service.redirects.resolve(requested);
}

/** The body's `email`, normalised; missing or malformed is a validation error. */
export function requireEmail(body: Record<string, unknown>): string {
  const email = stringField(body, 'email');
  if (!email) throw validationFailed('An email address is required');
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return normalized;
}

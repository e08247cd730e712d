import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';
import { characterCount } from './characters.js';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? 'Password is required'
    : 'Password must be text';

/**
 * A new password (sign-up, reset): {@link PASSWORD_MIN_LENGTH}–{@link PASSWORD_MAX_LENGTH}
 * characters with at least one letter and one digit. Not trimmed: spaces are part of a
 * password. Letters and digits are ASCII, as in the auth server's `letters_digits` rule.
 */
export const newPasswordSchema = z.string({ error: typeError }).check(
  z.refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
  z.refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  }),
  z.regex(/[A-Za-z]/, { error: 'Password must contain a letter' }),
  z.regex(/[0-9]/, { error: 'Password must contain a digit' }),
);

/**
 * A password typed to sign in: only required. The strength rules are not applied, so that an
 * account made under older rules can still sign in; the server decides.
 */
export const currentPasswordSchema = z
  .string({ error: typeError })
  .check(z.minLength(1, { error: 'Password is required' }));

import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../limits.js';

/**
 * An email address typed by a user: trimmed and lower-cased (so `Ann@Example.com ` and
 * `ann@example.com` are the same account), at most {@link EMAIL_MAX_LENGTH} characters.
 */
export const emailSchema = z.pipe(
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Email is required'
          : 'Email must be text',
    })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'Email is required' }),
      z.maxLength(EMAIL_MAX_LENGTH, {
        error: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
      }),
    ),
  z.email({ error: 'Enter a valid email address' }),
);

import * as z from 'zod/mini';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN } from '../limits.js';

/**
 * A workspace slug: trimmed, {@link SLUG_MIN_LENGTH}–{@link SLUG_MAX_LENGTH} characters matching
 * {@link SLUG_PATTERN}. Not lower-cased on the user's behalf: the URL they typed is the one
 * they will share, so they should see it refused rather than silently changed.
 */
export const slugSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'Slug is required' : 'Slug must be text',
  })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Slug is required' }),
    z.refine((value) => value.length === 0 || value.length >= SLUG_MIN_LENGTH, {
      error: `Slug must be at least ${SLUG_MIN_LENGTH} characters`,
    }),
    z.maxLength(SLUG_MAX_LENGTH, { error: `Slug must be at most ${SLUG_MAX_LENGTH} characters` }),
    z.refine((value) => value.length === 0 || SLUG_PATTERN.test(value), {
      error:
        'Slug may contain only lowercase letters, digits and single hyphens, and cannot start or end with a hyphen',
    }),
  );

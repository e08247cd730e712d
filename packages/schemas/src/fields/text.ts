import * as z from 'zod/mini';
import { characterCount } from './characters.js';

/** Options of {@link requiredTextSchema} and {@link nullableTextSchema}. */
export interface TextOptions {
  /** Shortest accepted length after trimming, in characters. Default: 1. */
  min?: number;
  /** Message when the value is missing or empty after trimming. Default: "<label> is required". */
  requiredMessage?: string;
}

function typeMessage(label: string, requiredMessage: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : `${label} must be text`;
}

/**
 * A required text field: trimmed, then at least `min` (default 1) and at most `max` characters.
 * Empty after trimming counts as missing.
 *
 * @param label - the field's name as the user reads it, e.g. `"Title"`.
 * @param max - the longest accepted length after trimming, in characters.
 * @param options - see {@link TextOptions}.
 */
export function requiredTextSchema(label: string, max: number, options: TextOptions = {}) {
  const min = options.min ?? 1;
  const requiredMessage = options.requiredMessage ?? `${label} is required`;
  return z.string({ error: typeMessage(label, requiredMessage) }).check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: requiredMessage }),
    z.refine((value) => value.length === 0 || characterCount(value) >= min, {
      error: `${label} must be at least ${min} characters`,
    }),
    z.refine((value) => characterCount(value) <= max, {
      error: `${label} must be at most ${max} characters`,
    }),
  );
}

/**
 * An optional text field: trimmed, at most `max` characters; `null` or empty after trimming
 * becomes `null`, which is how the database stores an absent value. Wrap it in `z.optional()`
 * for updates (absent = unchanged) or `z._default(…, null)` for creates (absent = empty).
 *
 * @param label - the field's name as the user reads it, e.g. `"Description"`.
 * @param max - the longest accepted length after trimming, in characters.
 */
export function nullableTextSchema(label: string, max: number) {
  const text = z.string({ error: `${label} must be text` }).check(
    z.trim(),
    z.refine((value) => characterCount(value) <= max, {
      error: `${label} must be at most ${max} characters`,
    }),
  );
  return z.pipe(
    z.nullable(text),
    z.transform((value: string | null) => (value === '' ? null : value)),
  );
}

/**
 * A text column as the database returns it: not trimmed (the database already stored the
 * trimmed value), between `min` and `max` characters.
 *
 * @param label - the column's name as the user reads it.
 * @param min - the shortest accepted length, in characters.
 * @param max - the longest accepted length, in characters.
 */
export function textColumnSchema(label: string, min: number, max: number) {
  const tooShort =
    min === 1 ? `${label} cannot be empty` : `${label} must be at least ${min} characters`;
  return z.string({ error: `${label} must be text` }).check(
    z.refine((value) => characterCount(value) >= min, { error: tooShort }),
    z.refine((value) => characterCount(value) <= max, {
      error: `${label} must be at most ${max} characters`,
    }),
  );
}

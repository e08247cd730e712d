import type { core } from 'zod/mini';
import type { FieldErrors } from './tandem-error.js';

/**
 * The issues of a failed schema parse, grouped by field path (`labels.0`), in order. `rename`
 * gives the path's first segment the name the caller used for it (a camelCase input key for
 * the column the schema checks).
 */
export function fieldErrorsOf(
  error: core.$ZodError,
  rename: (field: string) => string = (field) => field,
): FieldErrors {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path.map(String);
    const path = first === undefined ? '_form' : [rename(first), ...rest].join('.');
    fields[path] ??= [];
    fields[path].push(issue.message);
  }
  return fields;
}

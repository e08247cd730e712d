import type { ZodError } from 'zod';
import type { FieldErrors } from './tandem-error.js';

/** The issues of a failed schema parse, grouped by field path (`labels.0`), in order. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= [];
    fields[path].push(issue.message);
  }
  return fields;
}

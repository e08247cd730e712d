import { toTandemError } from '@tandem/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** `display_name` → `displayName`: a form field's name as the api-client's inputs spell it. */
function inputNameOf(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Puts a failed call's error where the error catalogue of `@tandem/schemas` shows it:
 * `fieldErrors` under the fields of this form, anything else above the form. Forms built on
 * `@tandem/schemas` name a field as its column (`display_name`), the client as its input
 * (`displayName`): either matches. Toast and offline errors are shown by the QueryClient's
 * caches already, so they return `null` here.
 *
 * @param error - what the api-client threw
 * @param setError - the form's `setError`
 * @param fields - the form's fields; messages for other fields go above the form
 * @returns the message to show above the form, or `null`
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const tandemError = toTandemError(error);
  let placed = false;
  for (const [field, messages] of Object.entries(tandemError.fieldErrors)) {
    const path = fields.find((name) => name === field || inputNameOf(name) === field);
    if (path && messages[0]) {
      setError(path, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (placed) return null;
  if (tandemError.display === 'toast' || tandemError.display === 'banner') return null;
  return tandemError.message;
}

/**
 * The message to show above a form for an error that belongs to no field of it (a resend
 * button, GitHub sign-in), or `null` for toast and offline errors shown elsewhere.
 */
export function formMessageOf(error: unknown): string | null {
  return applyServerError(error, () => undefined, []);
}

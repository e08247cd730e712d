import type * as z from 'zod/mini';
import { fieldErrorsOf } from '../errors/field-errors.js';
import { TandemError } from '../errors/tandem-error.js';
import { inputName } from './input-keys.js';

/** Field errors name each column as the upload's input does; the size is the file's. */
const fieldName = (column: string) => (column === 'size_bytes' ? 'file' : inputName(column));

/**
 * Validates what is known of a file before its upload, like {@link validateInput}, except that a
 * file over the size limit is `storage/too-large` and, when `typeRestricted`, a MIME type the
 * schema refuses is `storage/type-not-allowed`: the catalogue's codes for the two refusals a
 * user can act on by picking another file. Both checks run before any request. Field errors
 * carry the input's names: `file` (its size), `fileName`, `mimeType`.
 */
export function validateFile<S extends z.ZodMiniType>(
  schema: S,
  metadata: { size_bytes: number; mime_type: string } & Record<string, unknown>,
  options: { typeRestricted: boolean },
): z.output<S> {
  const result = schema.safeParse(metadata);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const fieldErrors = fieldErrorsOf(result.error, fieldName);
  const tooLarge = issues.find(
    (issue) => issue.path[0] === 'size_bytes' && issue.code === 'too_big',
  );
  if (tooLarge) {
    throw new TandemError('storage/too-large', {
      message: tooLarge.message,
      fieldErrors,
      cause: result.error,
    });
  }
  const badType = options.typeRestricted && issues.find((issue) => issue.path[0] === 'mime_type');
  if (badType) {
    throw new TandemError('storage/type-not-allowed', {
      message: badType.message,
      fieldErrors,
      cause: result.error,
    });
  }
  throw new TandemError('data/invalid', {
    fieldErrors,
    message: issues[0]?.message,
    cause: result.error,
  });
}

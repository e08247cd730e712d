import { isTandemError, TandemError } from '../errors/tandem-error.js';

/** The field message of a taken value, as the unique-violation mapping words it. */
export const ALREADY_TAKEN = 'This is already taken.';

/**
 * Runs an RPC call whose `data/duplicate` refusal (raised with a catalogue prefix, which names
 * no column) belongs to one form field, and puts it on that field.
 *
 * @param field - the input field the duplicate is about, e.g. `slug` or `email`.
 */
export async function duplicateOnField<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isTandemError(error, 'data/duplicate') && !error.fieldErrors[field]) {
      throw new TandemError('data/duplicate', {
        message: error.message,
        status: error.status,
        cause: error,
        fieldErrors: { [field]: [ALREADY_TAKEN] },
      });
    }
    throw error;
  }
}

import { uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import { validateInput } from './validate.js';

/**
 * Checks that an id argument is a uuid before any request, reporting it as `data/invalid` on
 * the field `name` (PostgREST would refuse it too, but only after a round trip).
 *
 * @param name - the argument's name as field errors report it, e.g. `taskId`.
 */
export function validateId(value: unknown, name: string): string {
  return validateInput(z.object({ [name]: uuidSchema }), { [name]: value })[name] as string;
}

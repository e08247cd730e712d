import type { z } from 'zod';
import { fieldErrorsOf } from '../errors/field-errors.js';
import { TandemError } from '../errors/tandem-error.js';

/**
 * Parses a call's input with its `@tandem/schemas` input schema before any request is sent, so
 * an invalid form never reaches the network; failures are `data/invalid` with field messages.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new TandemError('data/invalid', {
    fieldErrors: fieldErrorsOf(result.error),
    message: result.error.issues[0]?.message,
    cause: result.error,
  });
}

/**
 * Parses what the server sent with an entity schema. A row that does not match means the
 * client and the database disagree about the schema: `unknown`, with the parse error as cause.
 */
export function parseRow<S extends z.ZodType>(schema: S, row: unknown): z.output<S> {
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  throw new TandemError('unknown', { cause: result.error });
}

/** {@link parseRow} for every row of a list. */
export function parseRows<S extends z.ZodType>(schema: S, rows: readonly unknown[]): z.output<S>[] {
  return rows.map((row) => parseRow(schema, row));
}
